// The verification recipe of docs/api.md ("Verifiable draws") for marble drops, written out independently of the
// server's code, so the tests check the server against the published recipe rather than against itself.
import { createHmac } from 'node:crypto';
import { MARBLE_ROWS } from '../../src/domain/marble.ts';

/**
 * Block k = HMAC-SHA256(seed bytes, message + "|" + k); each block read as eight big-endian uint32 divided by 2^32;
 * at each of the rows the marble goes right when its number is at least 0.5; the hole is the number of rights.
 */
export function recomputeDrop(seedHex: string, message: string): { path: ('left' | 'right')[]; hole: number } {
  const numbers: number[] = [];
  for (let block = 0; numbers.length < MARBLE_ROWS; block++) {
    const digest = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(`${message}|${block}`).digest();
    for (let i = 0; i < 32 && numbers.length < MARBLE_ROWS; i += 4) numbers.push(digest.readUInt32BE(i) / 2 ** 32);
  }
  const path = numbers.map((number): 'left' | 'right' => (number >= 0.5 ? 'right' : 'left'));
  return { path, hole: path.filter((step) => step === 'right').length };
}
