// Verifying a marble bet in the browser (DESIGN 11, docs/api.md "Verifiable draws"): the revealed seed's SHA-256 is
// the commitment published before the bet, and HMAC-SHA256 blocks of the seed over the bet's draw message give the
// numbers that, by the published rule (right at a nail from 0.5), make the same path and hole. Web Crypto only.
import { hexToBytes } from '../../contract/h5-crypto.ts';
import { DRAW_NUMBERS_PER_BLOCK, drawBlockMessage, drawSource, isDrawHex } from '../../domain/fair-draw.ts';
import { MARBLE_ROWS, dropBall, type MarbleStep } from '../../domain/marble.ts';

/** What the recomputation found. */
export interface MarbleVerification {
  /** SHA-256 of the seed equals the commitment. */
  commitmentMatches: boolean;
  /** The draw's numbers in [0, 1), one per row. */
  numbers: number[];
  path: MarbleStep[];
  hole: number;
  /** The recomputed path and hole are the recorded ones. */
  drawMatches: boolean;
}

/** Lowercase hex of bytes. */
function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** True where the browser can recompute (Web Crypto needs a secure context). */
export function canVerify(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle !== 'undefined';
}

/** Recomputes a bet's drop from the revealed seed and compares it with the record. */
export async function verifyMarbleDraw(
  record: { drawMessage: string; commitment: string; path: readonly MarbleStep[]; hole: number },
  seedHex: string,
): Promise<MarbleVerification> {
  if (!isDrawHex(seedHex)) throw new Error('not a seed');
  const seed = hexToBytes(seedHex);
  const commitment = hex(await crypto.subtle.digest('SHA-256', seed));
  const key = await crypto.subtle.importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const encoder = new TextEncoder();
  // HMAC is asynchronous in the browser: the blocks the board needs are computed first, then read in order.
  const blocks: Uint8Array[] = [];
  for (let index = 0; index * DRAW_NUMBERS_PER_BLOCK < MARBLE_ROWS; index++) {
    blocks.push(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(drawBlockMessage(record.drawMessage, index)))));
  }
  const source = drawSource((index) => blocks[index] ?? new Uint8Array(32));
  const numbers: number[] = [];
  const drop = dropBall(() => {
    const number = source();
    numbers.push(number);
    return number;
  });
  return {
    commitmentMatches: commitment === record.commitment,
    numbers,
    path: drop.path,
    hole: drop.hole,
    drawMatches: drop.hole === record.hole && drop.path.join() === record.path.join(),
  };
}
