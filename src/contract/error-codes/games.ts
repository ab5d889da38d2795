// Error codes of the task centre and marble game (7000-7999) and turntables (8000-8999): one block of ERROR_CODES (src/contract/errors.ts). Numbers never change once published.

/** Code of each outcome of this block (docs/api.md lists them). */
export const GAMES_ERROR_CODES = {
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
} as const satisfies Record<string, number>;
