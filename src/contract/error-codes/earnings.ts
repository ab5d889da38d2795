// Error codes of earnings and withdrawal (2000-2999): one block of ERROR_CODES (src/contract/errors.ts). Numbers never change once published.

/** Code of each outcome of this block (docs/api.md lists them). */
export const EARNINGS_ERROR_CODES = {
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
} as const satisfies Record<string, number>;
