// The recipe of verifiable draws (DESIGN 11, docs/api.md "Verifiable draws") run on the user's own device with Web
// Crypto, so a page can check a revealed seed against its commitment and recompute a draw without trusting the server.
// Web Crypto exists only in secure contexts (https, localhost): elsewhere `canVerifyDraws()` is false.
import { DRAW_NUMBERS_PER_BLOCK, drawBlockMessage, drawSource } from '../domain/fair-draw.ts';

/** The bytes of a hex string. */
function hexBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Lowercase hex of bytes. */
function bytesHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** True where this page can recompute draws (a secure context with Web Crypto). */
export function canVerifyDraws(): boolean {
  return typeof crypto !== 'undefined' && crypto.subtle !== undefined;
}

/** True when SHA-256 of the seed's bytes is the commitment published before the draws. */
export async function seedMatchesCommitment(seedHex: string, commitmentHex: string): Promise<boolean> {
  return bytesHex(await crypto.subtle.digest('SHA-256', hexBytes(seedHex))) === commitmentHex;
}

/**
 * The random source of one draw, as the server made it: HMAC-SHA256 blocks keyed by the seed over the draw message
 * and each block number, read as big-endian uint32 / 2^32. Enough blocks for `numbers` numbers are computed first.
 */
export async function drawRandomOf(seedHex: string, message: string, numbers = 1): Promise<() => number> {
  const key = await crypto.subtle.importKey('raw', hexBytes(seedHex), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const encoder = new TextEncoder();
  const blocks: Uint8Array[] = [];
  for (let index = 0; index * DRAW_NUMBERS_PER_BLOCK < numbers; index++) {
    blocks.push(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(drawBlockMessage(message, index)))));
  }
  return drawSource((index) => {
    const block = blocks[index];
    if (!block) throw new Error(`draw block ${index} was not computed`);
    return block;
  });
}
