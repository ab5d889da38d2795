// Error codes of the account: sign-in, bans, cancellation, VIP, levels and dress-ups (4000-4999): one block of ERROR_CODES (src/contract/errors.ts). Numbers never change once published.

/** Code of each outcome of this block (docs/api.md lists them). */
export const ACCOUNT_ERROR_CODES = {
  // Sign-in by phone (SPEC 5, 8; DESIGN 11): loginPhone and the code rules in src/domain/account.ts.
  /** The phone is not a mobile number of the chosen region (SPEC 8: wrong phone format). */
  'login.phoneInvalid': 4001,
  /** SPEC 8: the verification code is incorrect or expired. */
  'login.codeInvalid': 4002,
  /** The code was tried too often and is void: ask for a new one. */
  'login.tooManyAttempts': 4003,
  /** A new code is asked for within 60 s of the last; `data.retryAfterMs` says how long to wait. */
  'login.resendTooSoon': 4004,

  // The account itself: bans and cancellation.
  /** The account is banned: no sign-in. */
  'account.banned': 4101,
  /** The account was cancelled (closed): no sign-in. */
  'account.closed': 4102,
  /** A cancellation is already pending. */
  'account.cancelPending': 4103,
  /** No cancellation is pending. */
  'account.cancelNotPending': 4104,
  /** An agency head cannot cancel the account while heading an agency. */
  'account.cancelAgencyHead': 4105,
  /** A withdrawal is under review: cancel once it is settled. */
  'account.cancelWithdrawalPending': 4106,
  /** The confirmation (the user's own ID, typed) does not match. */
  'account.cancelNotConfirmed': 4107,

  // The internal ban form (SPEC 3): checkBanForm in src/domain/account.ts.
  'ban.userIdInvalid': 4201,
  'ban.operatorNameRequired': 4202,
  'ban.operatorNameTooLong': 4203,
  'ban.reasonRequired': 4204,
  'ban.reasonTooLong': 4205,
  'ban.textInvalid': 4206,
  /** The user already has a live ban. */
  'ban.alreadyBanned': 4207,
  /** Operators (and oneself) cannot be banned from this form. */
  'ban.notAllowed': 4208,
  /** No such ban. */
  'ban.notFound': 4209,
  /** The ban was already lifted. */
  'ban.alreadyLifted': 4210,

  // VIP (SPEC 4, 6, 8, 9): src/domain/vip.ts.
  'vip.invalidDuration': 4301,
  'vip.notVip': 4302,
  'vip.expired': 4303,
  /** SPEC 6: a coin reseller who opened VIP cannot claim the daily VIP coins. */
  'vip.resellerCannotClaim': 4304,
  'vip.alreadyClaimedToday': 4305,
  'vip.insufficientCoins': 4306,

  // Dress-ups: src/domain/decor.ts.
  'decor.itemUnknown': 4401,
  'decor.invalidDuration': 4402,
  'decor.notOwned': 4403,
  'decor.expired': 4404,
  'decor.insufficientCoins': 4405,

  /** The follow list: the user does not follow that person. */
  'follow.notFollowing': 4501,

  /** Cancelling: the caller created a family; they hand it to an admin first. */
  'account.cancelFamilyCreator': 4502,
  /** Cancelling: a coin dealer still holds resale stock; they sell it or hand it back first. */
  'account.cancelDealerStock': 4503,
  /** The download page's inviter lookup: the id is not a user id as people write it. */
  'account.inviterInvalid': 4520,
  /** The download page's inviter lookup: no active account has that id. */
  'account.inviterUnknown': 4521,
  /** Dress-ups: the item needs a higher wealth level than the buyer's. */
  'decor.levelTooLow': 4550,
  /** Dress-ups: the item needs an active VIP of a higher level. */
  'decor.vipTooLow': 4551,
  /** Special IDs: the number is not one of the item's numbers (or not the one a renewal keeps). */
  'decor.numberInvalid': 4600,
  /** Special IDs: someone holds the number (or got it first in a race). */
  'decor.numberTaken': 4601,
} as const satisfies Record<string, number>;
