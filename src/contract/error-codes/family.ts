// Error codes of families (6000-6999): one block of ERROR_CODES (src/contract/errors.ts). Numbers never change once published.

/** Code of each outcome of this block (docs/api.md lists them). */
export const FAMILY_ERROR_CODES = {
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
  /** Hand-over (issue 27.6): the one named is not an admin of this family. */
  'family.handOverNotAdmin': 6600,
  /** The admin's account is banned, being closed or closed (policy beHandedFamily). */
  'family.handOverNotActive': 6601,
  'family.handOverSelf': 6602,
  /** The family is being disbanded: keep it first. */
  'family.handOverDisbanding': 6603,
  /** The caller handed this family over already (another hand-over got in first); `name` has it now. */
  'family.handedOver': 6604,
} as const satisfies Record<string, number>;
