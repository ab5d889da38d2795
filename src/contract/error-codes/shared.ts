// Error codes of shared by every area: the envelope, sessions, throttles, uploads, draws, the operators' console, date ranges (1000-1999): one block of ERROR_CODES (src/contract/errors.ts). Numbers never change once published.
import { RATE_LIMITED_CODE, STALE_TIME_CODE } from '../stale-time.ts';

/** Code of each outcome of this block (docs/api.md lists them). */
export const SHARED_ERROR_CODES = {
  /** The request's fields are missing, of the wrong type or out of range. */
  invalidParams: 1001,
  /** The `sign` does not match the fields. */
  badSign: 1002,
  /** `time` is outside the accepted window; `data.cur_time` carries the server time. */
  staleTime: STALE_TIME_CODE,
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
  /**
   * Too many requests of this kind, or too many failures from this address (DESIGN 12); `data.retryAfterMs` (and the
   * Retry-After header) says when to try again where the server knows it, otherwise in a minute.
   */
  rateLimited: RATE_LIMITED_CODE,
  /** The database was busy with another writer; nothing was changed, the same request may be sent again. */
  busy: 1011,
  /** Something failed on the server; nothing was changed. */
  internal: 1099,

  // Uploaded images (DESIGN 11): checkImageUpload in src/domain/upload.ts.
  'upload.missing': 1201,
  'upload.tooLarge': 1202,
  'upload.badType': 1203,
  // Upload quotas (docs/rules.md): too many of one user's uploads (in a day, or waiting unused), `data.retryAfterMs`;
  // or all uploads together at their cap.
  'upload.quotaExceeded': 1300,
  'upload.storageFull': 1301,
  /** No seed of that game for that day (verifiable draws). */
  'draw.notFound': 1211,

  // The operators' console (issue 28, 1400-1499): src/domain/ops.ts.
  /** Nobody reviews their own row (issue 24): another operator must decide it. */
  'ops.ownRow': 1401,
  /** Another operator decided the row first; `data` is the row as it is now. */
  'ops.alreadyDecided': 1402,
  /** A rejection or a failure names the reason the user will see. */
  'ops.reasonRequired': 1404,
  /** The reason is longer than 200 characters. */
  'ops.reasonTooLong': 1405,
  /** The reason holds control or invisible characters. */
  'ops.reasonInvalid': 1406,
  /** A payout reference is 1-64 letters, digits and . _ / - */
  'ops.referenceInvalid': 1407,
  /** That payout reference is already on another paid withdrawal. */
  'ops.referenceUsed': 1408,
  /** A ban lasts 1, 3, 7 or 30 days, or until lifted. */
  'ops.banDurationInvalid': 1409,

  // Date ranges (SPEC 5), in the order validateDateRange checks them.
  'range.required': 1101,
  'range.invalid': 1102,
  'range.startAfterEnd': 1103,
  'range.endAfterToday': 1104,
  'range.tooLong': 1105,
} as const satisfies Record<string, number>;
