// Verifiable draws (DESIGN 11): every outcome a user pays for (marble, turntable, summons packets, red packets) is drawn
// on the server from a secret seed per game and business day. The SHA-256 of the seed is published before the first
// draw of the day; the seed itself is revealed once the day is over, and each record shows its draw message, so anyone
// can recompute the outcome (docs/api.md, "Verifiable draws"). This module holds the recipe's pure parts, shared by the
// server and the pages: erasable TypeScript. The HMAC itself is computed where crypto is (server, tests).

/** A seed is this many random bytes, shown as twice as many hex digits. */
export const DRAW_SEED_BYTES = 32;
/** Each HMAC block gives this many 32-bit numbers. */
export const DRAW_NUMBERS_PER_BLOCK = 8;
/** The separator of a draw message's parts. */
export const DRAW_MESSAGE_SEPARATOR = '|';

/** The draw message of one outcome: the game, the period (business date), the record id and anything else it names. */
export function drawMessage(parts: readonly (string | number)[]): string {
  return parts.map(String).join(DRAW_MESSAGE_SEPARATOR);
}

/** The text HMAC-SHA256 signs for block `index` (0, 1, 2…) of a draw: the message and the block number. */
export function drawBlockMessage(message: string, index: number): string {
  return `${message}${DRAW_MESSAGE_SEPARATOR}${index}`;
}

/**
 * The numbers in [0, 1) that a sequence of HMAC blocks gives, in order: each block's 32 bytes read as 8 big-endian
 * unsigned 32-bit integers, each divided by 2^32. `block(i)` returns block i's bytes.
 */
export function drawSource(block: (index: number) => Uint8Array): () => number {
  let index = 0;
  let bytes: Uint8Array = new Uint8Array(0);
  let offset = 0;
  return () => {
    if (offset + 4 > bytes.length) {
      bytes = block(index++);
      offset = 0;
    }
    const value = ((bytes[offset]! << 24) | (bytes[offset + 1]! << 16) | (bytes[offset + 2]! << 8) | bytes[offset + 3]!) >>> 0;
    offset += 4;
    return value / 4_294_967_296;
  };
}

/** True for a seed or commitment as the API shows them: 64 lowercase hex digits. */
export function isDrawHex(value: string): boolean {
  return /^[0-9a-f]{64}$/.test(value);
}
