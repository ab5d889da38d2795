// Signing and encryption of the login check (SPEC 7, DESIGN 3) and signing of form requests (DESIGN 4), on Web
// Crypto so the browser and the reference server run the same code (Node 24 has globalThis.crypto). Erasable
// TypeScript. Values shipped to browsers are not secrets: the server's token check is the real gate.

/** AES-256: 32-byte keys, written as 64 hex digits in config. */
export const AES_KEY_HEX_LENGTH = 64;
/** AES-GCM nonce length. */
export const GCM_IV_BYTES = 12;

/** The fields the app's credentials become, before signing (DESIGN 3). */
export interface LoginFields {
  user_id: string;
  token: string;
  package_type: string;
  /** Unix seconds, corrected by the clock offset. */
  time: number;
}

/** A value of a signed request. */
export type SignedValue = string | number;

/** Hex digits to bytes; throws on anything but an even number of hex digits. */
export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(hex)) throw new Error('not hex');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Bytes to lowercase hex. */
export function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Bytes to standard base64. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Standard base64 to bytes; throws on malformed input. */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Lowercase hex SHA-256 of a UTF-8 text. */
export async function sha256Hex(text: string): Promise<string> {
  return bytesToHex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));
}

/** The text that is signed: every field but `sign`, sorted by key, as `k=v` joined with `&`. */
export function signingString(fields: Readonly<Record<string, SignedValue>>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'sign')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
}

/** SPEC 7: `sign` = lowercase hex SHA-256 of the sorted fields followed by the secret. */
export async function signFields(fields: Readonly<Record<string, SignedValue>>, secret: string): Promise<string> {
  return sha256Hex(signingString(fields) + secret);
}

/** True when `fields.sign` matches the other fields. Compares in constant time over the hex digits. */
export async function verifySign(fields: Readonly<Record<string, SignedValue>>, secret: string): Promise<boolean> {
  const given = String(fields['sign'] ?? '');
  const expected = await signFields(fields, secret);
  if (given.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  return diff === 0;
}

/** Imports a 64-hex-digit AES-256-GCM key. */
async function aesKey(keyHex: string): Promise<CryptoKey> {
  if (keyHex.length !== AES_KEY_HEX_LENGTH) throw new Error('the AES key must be 64 hex digits');
  return crypto.subtle.importKey('raw', hexToBytes(keyHex), 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/** A fresh random nonce. */
export function randomIv(): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(GCM_IV_BYTES));
}

/** DESIGN 3: JSON of the fields plus `sign`, AES-256-GCM, base64 of `iv || ciphertext+tag`. */
export async function encryptLoginFields(
  fields: LoginFields,
  keyHex: string,
  secret: string,
  iv: Uint8Array<ArrayBuffer> = randomIv(),
): Promise<string> {
  const sign = await signFields({ ...fields }, secret);
  const plaintext = new TextEncoder().encode(JSON.stringify({ ...fields, sign }));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await aesKey(keyHex), plaintext));
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return bytesToBase64(out);
}

/** Opens a payload made by encryptLoginFields; throws when it is not base64, too short, tampered or not JSON. */
export async function decryptPayload(payload: string, keyHex: string): Promise<unknown> {
  const bytes = base64ToBytes(payload);
  if (bytes.length <= GCM_IV_BYTES + 16) throw new Error('payload too short');
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, GCM_IV_BYTES) },
    await aesKey(keyHex),
    bytes.slice(GCM_IV_BYTES),
  );
  return JSON.parse(new TextDecoder().decode(plain)) as unknown;
}
