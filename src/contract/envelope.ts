// The response envelope of every API call (DESIGN 4). Shared by the site and the server: erasable TypeScript.

/** `{ code, msg, data }`; code 0 is success. */
export interface Envelope<Data> {
  code: number;
  msg: string;
  data: Data;
}

/** Header carrying the key of a money-moving submission (DESIGN 4). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Idempotency keys: 8-64 letters, digits, `-` or `_` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
