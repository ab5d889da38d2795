// Stable error codes of the API (DESIGN 4): every non-zero code has a name, and the name is its i18n key
// (`error.<name>`). Shared by the site and the server: erasable TypeScript.
// Blocks by area: 1000-1299 shared, 2000-2999 earnings and withdrawal, 3000-3999 coin business, 4000-4999 account,
// VIP, levels and decor, 5000-5999 agencies, 6000-6999 families, 7000-7999 tasks and marble, 8000-8999 turntables,
// 9000-9999 events and red packets.

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
  /** Too many requests of this kind from this user or address; try again in a minute. */
  rateLimited: 1010,
  /** The database was busy with another writer; nothing was changed, the same request may be sent again. */
  busy: 1011,
  /** Something failed on the server; nothing was changed. */
  internal: 1099,

  // Uploaded images (DESIGN 11): checkImageUpload in src/domain/upload.ts.
  'upload.missing': 1201,
  'upload.tooLarge': 1202,
  'upload.badType': 1203,
  /** No seed of that game for that day (verifiable draws). */
  'draw.notFound': 1211,

  // Date ranges (SPEC 5), in the order validateDateRange checks them.
  'range.required': 1101,
  'range.invalid': 1102,
  'range.startAfterEnd': 1103,
  'range.endAfterToday': 1104,
  'range.tooLong': 1105,

  // Withdrawal (SPEC 5, 8): checkWithdrawal in src/domain/withdrawal.ts, checkBindAccount in withdrawal-account.ts.
  'withdraw.methodRequired': 2001,
  'withdraw.accountNotBound': 2002,
  'withdraw.amountRequired': 2003,
  'withdraw.amountInvalid': 2004,
  'withdraw.exceedsAvailable': 2005,
  'withdraw.notMultiple': 2006,
  'withdraw.belowMinimum': 2007,
  'withdraw.aboveMaximum': 2008,
  'withdraw.oncePerDay': 2009,
  'withdraw.incomplete': 2010,
  'withdraw.bankUnknown': 2011,
  'withdraw.accountNumberInvalid': 2012,
  'withdraw.virtualAccount': 2013,
  'withdraw.holderNameInvalid': 2014,
  'withdraw.phoneInvalid': 2015,
  /** The withdrawal is in a final status and cannot move. */
  'withdraw.statusFinal': 2016,
  /** No withdrawal with that id for this user. */
  'withdraw.notFound': 2017,

  // Payout type change (SPEC 4).
  'payout.sameType': 2101,
  'payout.notMonday': 2102,
  'payout.locked': 2103,

  /** No settlement with that id for this user. */
  'settlement.notFound': 2201,

  // Coin transfer (SPEC 5, 8): checkTransfer in src/domain/transfer.ts; an unknown target is userNotFound.
  'transfer.targetNotSearched': 3001,
  'transfer.selfTransfer': 3002,
  'transfer.targetIsDealer': 3003,
  'transfer.amountRequired': 3004,
  'transfer.amountInvalid': 3005,
  'transfer.amountTooSmall': 3006,
  'transfer.notMultiple': 3007,
  'transfer.exceedsBalance': 3008,

  // Events (src/domain/events.ts): one set of codes for every event folder.
  /** No event of that name. */
  'event.notFound': 9001,
  /** The event has no round with that key. */
  'event.roundNotFound': 9002,
  /** No reward of that number, or the caller has not earned it (yet). */
  'event.notEarned': 9003,
  /** The round's claims closed 7 days after it ended. */
  'event.claimClosed': 9004,
  /** The reward was claimed already. */
  'event.alreadyClaimed': 9005,

  // Ramadan red packets (SPEC 9): redPacketEligibility in src/domain/red-packet.ts, in its order.
  'redPacket.eventClosed': 9101,
  'redPacket.notInPeriod': 9102,
  'redPacket.hostNotQualified': 9103,
  'redPacket.alreadyGrabbedThisPeriod': 9104,
  'redPacket.dailyLimitReached': 9105,
  'redPacket.poolEmpty': 9106,
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
