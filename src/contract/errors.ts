// Stable error codes of the API (DESIGN 4): every non-zero code has a name, and the name is its i18n key
// (`error.<name>`). Shared by the site and the server: erasable TypeScript.

/** Code of each outcome; numbers never change once published (docs/api.md lists them). */
export const ERROR_CODES = {
  /** The request's fields are missing, of the wrong type or out of range. */
  invalidParams: 1001,
  /** The `sign` does not match the fields. */
  badSign: 1002,
  /** `time` is outside the accepted window; `data.cur_time` carries the server time. */
  staleTime: 1003,
  /** The token is wrong or expired: the session is over. */
  tokenInvalid: 1004,
  /** The encrypted payload cannot be decrypted or parsed. */
  badPayload: 1005,
  /** The user the request names does not exist. */
  userNotFound: 1006,
  /** The caller's role may not make this request (SPEC 6). */
  forbidden: 1007,
  /** An Idempotency-Key was reused with a different request body. */
  idempotencyConflict: 1008,
  /** No such endpoint. */
  notFound: 1009,
  /** Something failed on the server; nothing was changed. */
  internal: 1099,
} as const satisfies Record<string, number>;

/** Name of a non-zero code. */
export type ErrorName = keyof typeof ERROR_CODES;

/** The code of success. */
export const OK_CODE = 0;

const NAMES = new Map<number, ErrorName>(Object.entries(ERROR_CODES).map(([name, code]) => [code, name as ErrorName]));

/** The name of a non-zero code, or null when the code is unknown (the client then shows the generic message). */
export function errorName(code: number): ErrorName | null {
  return NAMES.get(code) ?? null;
}
