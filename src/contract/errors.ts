// Stable error codes of the API (DESIGN 4): every non-zero code has a name, and the name is its i18n key
// (`error.<name>`). Shared by the site and the server: erasable TypeScript.
// Blocks by area: 1000-1299 shared, 2000-2999 earnings and withdrawal, 3000-3999 coin business, 4000-4999 account,
// VIP, levels and decor, 5000-5999 agencies, 6000-6999 families, 7000-7999 tasks and marble, 8000-8999 turntables,
// 9000-9999 events and red packets.

import { STALE_TIME_CODE } from './stale-time.ts';

/** Code of each outcome; numbers never change once published (docs/api.md lists them). */
export const ERROR_CODES = {
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
  /** The fee the user confirmed is not the fee the server charges now; `data.fee` is the fee. */
  'withdraw.feeChanged': 2018,
  /** Changing where payouts go needs the user re-verified (`reauth`). */
  'withdraw.reauthRequired': 2019,
  /** The re-verification failed: wrong, expired or not this user's. */
  'withdraw.reauthFailed': 2020,
  /** Withdrawals to this account are held after it changed; `data.until` says until when. */
  'withdraw.accountHeld': 2021,

  // Payout type change (SPEC 4).
  'payout.sameType': 2101,
  'payout.notMonday': 2102,
  'payout.locked': 2103,

  /** No settlement with that id for this user. */
  'settlement.notFound': 2201,
  /** The settlement is in a final status and cannot move. */
  'settlement.statusFinal': 2202,

  // Coin transfer (SPEC 5, 8): checkTransfer in src/domain/transfer.ts; an unknown target is userNotFound.
  'transfer.targetNotSearched': 3001,
  'transfer.selfTransfer': 3002,
  'transfer.targetIsDealer': 3003,
  'transfer.amountRequired': 3004,
  'transfer.amountInvalid': 3005,
  'transfer.amountTooSmall': 3006,
  'transfer.notMultiple': 3007,
  'transfer.exceedsBalance': 3008,

  // Coin top-up (DESIGN 11): checkTopUpChoice in src/domain/topup.ts, and the payment orders.
  'topup.packageRequired': 3101,
  'topup.channelRequired': 3102,
  /** No payment order with that id for this user. */
  'topup.orderNotFound': 3103,
  /** The server has no payment provider configured: nothing can be paid now. */
  'topup.unavailable': 3104,

  // The payment provider's signed callback (docs/api.md, "Payment callback"); nothing is credited on any of them.
  /** The callback names no order of ours. */
  'payment.orderNotFound': 3201,
  /** The amount paid is not the order's price. */
  'payment.amountMismatch': 3202,
  /** The order expired before the payment was confirmed. */
  'payment.orderExpired': 3203,
  /** The order is already closed in another way (failed, or paid by another transaction). */
  'payment.orderClosed': 3204,

  // Price lists (SPEC 3, DESIGN 11): checkPriceListSubmission and checkRefusalReason in src/domain/price-list.ts.
  'priceList.imageRequired': 3301,
  'priceList.whatsappRequired': 3302,
  'priceList.whatsappInvalid': 3303,
  /** No price-list submission with that id. */
  'priceList.notFound': 3304,
  /** The submission was already reviewed (or replaced) and cannot be reviewed again. */
  'priceList.notAuditing': 3305,
  'priceList.reasonRequired': 3306,
  'priceList.reasonTooLong': 3307,

  // Agencies (SPEC 3, 4, 5, 6): src/domain/agency-*.ts. The application form's refusals (first refused field decides
  // the code; `data.errors` names every refused field), then the application, join, team and exit transitions.
  'agency.incomplete': 5001,
  /** SPEC 5: 'Nama panggilan terlalu panjang'. */
  'agency.nameTooLong': 5002,
  'agency.platformTooLong': 5003,
  'agency.phoneNeedsAreaCode': 5004,
  'agency.bankTextTooLong': 5005,
  'agency.cardNumberInvalid': 5006,
  'agency.alreadyUnderReview': 5011,
  'agency.alreadyAgency': 5012,
  /** A host of an agency applies: they leave it first. */
  'agency.memberHost': 5013,
  /** A join request of theirs waits for a head: they cancel it first. */
  'agency.joinPending': 5014,
  'agency.applicationNotFound': 5015,
  /** An operator decides an application already decided. */
  'agency.notUnderReview': 5016,
  'agency.reasonRequired': 5017,
  'agency.reasonTooLong': 5018,
  'agency.inviteCodeInvalid': 5101,
  'agency.inviteCodeUnknown': 5102,
  'agency.joinAlreadyPending': 5103,
  'agency.alreadyInAgency': 5104,
  'agency.headCannotJoin': 5105,
  'agency.applyingCannotJoin': 5106,
  'agency.nothingToCancel': 5107,
  'agency.joinRequestNotFound': 5108,
  /** A head decides a join request already decided or cancelled. */
  'agency.joinNotPending': 5109,
  'agency.alreadyYourHost': 5201,
  'agency.userInAnotherAgency': 5202,
  'agency.userIsHead': 5203,
  'agency.userApplying': 5204,
  'agency.userPendingElsewhere': 5205,
  /** The user named is not (any more) a host of the caller's agency. */
  'agency.notYourHost': 5206,
  'agency.exitAlreadyPending': 5301,
  'agency.notInAgency': 5302,
  'agency.exitNotPending': 5303,
  /** 15 days passed: the host is detached automatically, nobody decides any more. */
  'agency.exitTimedOut': 5304,
  'agency.exitRequestNotFound': 5305,
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

  // Turntables (SPEC 9, DESIGN 11): src/domain/turntable.ts.
  /** No wheel of that id. */
  'turntable.unknownWheel': 8001,
  /** The wheel is outside its window: no round is open now. */
  'turntable.closed': 8002,
  /** Every spin the round's top-ups earned is used (or the round's limit is reached). */
  'turntable.noSpinsLeft': 8003,
  // Task centre (SPEC 3, 9): signIn, claimTaskReward and claimSignInMilestone in src/domain/tasks.ts.
  /** No task with that id. */
  'task.unknown': 7001,
  'task.notDone': 7002,
  'task.alreadyClaimed': 7003,
  'task.alreadySignedIn': 7004,
  'task.notAMilestone': 7005,

  // Marble game (SPEC 9): checkMarbleBet, checkMarbleDailyLimit and changeMarbleDailyLimit in src/domain/marble.ts.
  'marble.notWholeCoins': 7101,
  'marble.belowMinimum': 7102,
  'marble.aboveMaximum': 7103,
  'marble.insufficientBalance': 7104,
  'marble.dailyLimit': 7105,
  /** The account has not confirmed its age yet (once, before the first bet). */
  'marble.adultRequired': 7106,
  /** No bet with that id of this user. */
  'marble.notFound': 7107,
  'marble.limitInvalid': 7108,
  // Families (SPEC 3-6, 8, 9): the rules of src/domain/family-*.ts. A role a family action is not for is `forbidden`.
  /** No live family with that id (never created, or dissolved). */
  'family.notFound': 6001,
  'family.levelTooLow': 6002,
  /** The user is in a family already (one family at a time). */
  'family.alreadyInFamily': 6003,
  'family.nameRequired': 6004,
  'family.nameTooLong': 6005,
  'family.nameInvalid': 6006,
  'family.nameTaken': 6007,
  'family.noticeTooLong': 6008,
  'family.noticeInvalid': 6009,
  /** A join request is already waiting (one at a time). */
  'family.requestPending': 6010,
  /** Dissolving: joining, recruitment and promotion are frozen (SPEC 4). */
  'family.cooling': 6011,
  'family.full': 6012,
  /** The user named is not a member of this family (or the caller has no family). */
  'family.notMember': 6013,
  'family.creatorCannotLeave': 6014,
  /** No pending join request with that id here (decided or cancelled meanwhile). */
  'family.requestNotFound': 6015,
  /** Mute and kick reach only a lower role; the creator's role never changes. */
  'family.roleTooHigh': 6016,
  'family.adminLimit': 6017,
  'family.viceLeaderLimit': 6018,
  'family.alreadyCooling': 6019,
  'family.notCooling': 6020,
  'family.notHost': 6021,
  'family.favoriteLimit': 6022,
  'family.expansionMax': 6023,
  /** SPEC 8: not enough family coins (the page offers the family tasks). */
  'family.notEnoughCoins': 6024,
  'family.amountRequired': 6025,
  'family.amountInvalid': 6026,
  'family.amountTooSmall': 6027,
  'family.notMultiple': 6028,
  'family.exceedsBalance': 6029,
  'family.taskNotDone': 6030,
  'family.taskClaimed': 6031,
  'family.checkedIn': 6032,
  'family.summonsNotFound': 6033,
  /** The summons' 30 minutes are over. */
  'family.summonsExpired': 6034,
  /** This member answered this summons already (one packet each). */
  'family.alreadyGrabbed': 6035,
  /** The family has a live summons already (one at a time). */
  'family.summonsLive': 6036,
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
