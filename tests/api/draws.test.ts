// Verifiable draws (DESIGN 11): a seed per game and business day, its SHA-256 public before any draw, the seed public
// once the day is over, and outcomes anyone can recompute from the recipe in docs/api.md with nothing but the seed
// and the record's draw message.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { drawMessage, isDrawHex } from '../../src/domain/fair-draw.ts';
import { pickByWeight } from '../../src/domain/random.ts';
import { businessDate } from '../../src/domain/time.ts';
import { transaction } from '../../server/db/transaction.ts';
import { daySeed, drawRandom } from '../../server/services/draws.ts';
import { caller, testApp } from './helpers.ts';

const DAY_MS = 86_400_000;

/** docs/api.md, step by step: block k = HMAC-SHA256(seed bytes, message + "|" + k); 8 big-endian uint32 per block. */
function recompute(seedHex: string, message: string, count: number): number[] {
  const numbers: number[] = [];
  for (let block = 0; numbers.length < count; block++) {
    const digest = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(`${message}|${block}`).digest();
    for (let i = 0; i < 32 && numbers.length < count; i += 4) numbers.push(digest.readUInt32BE(i) / 2 ** 32);
  }
  return numbers;
}

describe('daily seeds', () => {
  it('are made once per game and day, committed by their SHA-256', () => {
    const t = testApp();
    const first = transaction(t.db, () => daySeed(t.db, 'marble', t.clock.now()));
    const again = transaction(t.db, () => daySeed(t.db, 'marble', t.clock.now() + 1000));
    const other = transaction(t.db, () => daySeed(t.db, 'turntable:harta', t.clock.now()));
    expect(again).toEqual(first);
    expect(other.seed).not.toBe(first.seed);
    expect(isDrawHex(first.seed)).toBe(true);
    expect(first.commitment).toBe(createHash('sha256').update(Buffer.from(first.seed, 'hex')).digest('hex'));
    expect(first.period).toBe(businessDate(t.clock.now()));
  });

  it('show the commitment during the day and the seed only after it', async () => {
    const t = testApp();
    const { seed, commitment, period } = transaction(t.db, () => daySeed(t.db, 'marble', t.clock.now()));
    const call = await caller(t, '10004');
    expect(await call('/api/draws/seed', { game: 'marble', period })).toMatchObject({ code: 0, data: { game: 'marble', period, commitment, seed: null } });
    t.clock.advance(DAY_MS);
    const nextDay = await caller(t, '10004');
    expect(await nextDay('/api/draws/seed', { game: 'marble', period })).toMatchObject({ code: 0, data: { commitment, seed } });
    expect((await nextDay('/api/draws/seed', { game: 'marble', period: '2020-01-01' })).code).toBe(ERROR_CODES['draw.notFound']);
    for (const [game, day] of [['', period], ['Marble', period], ['marble;drop', period], ['marble', '2026-13-01'], ['marble', 'today']]) {
      expect((await nextDay('/api/draws/seed', { game: game ?? '', period: day ?? '' })).code, `${game} ${day}`).toBe(ERROR_CODES.invalidParams);
    }
  });
});

describe('a draw', () => {
  it('is recomputed from the seed and the message alone, by the published recipe', () => {
    const seed = 'a'.repeat(64);
    const message = drawMessage(['turntable:harta', '2026-11-24', 42]);
    const random = drawRandom(seed, message);
    const drawn = Array.from({ length: 20 }, () => random());
    expect(drawn).toEqual(recompute(seed, message, 20));
    expect(drawn.every((value) => value >= 0 && value < 1)).toBe(true);
    // A weighted pick from the same numbers is the same pick.
    const table = [{ weight: 1 }, { weight: 2 }, { weight: 997 }];
    const replay = recompute(seed, message, 1);
    expect(pickByWeight(table, drawRandom(seed, message)).index).toBe(pickByWeight(table, () => replay[0] ?? 0).index);
  });

  it('differs with another seed or another message', () => {
    const a = drawRandom('a'.repeat(64), 'marble|2026-11-24|1')();
    expect(drawRandom('b'.repeat(64), 'marble|2026-11-24|1')()).not.toBe(a);
    expect(drawRandom('a'.repeat(64), 'marble|2026-11-24|2')()).not.toBe(a);
  });
});
