// Error codes of agencies (5000-5999): one block of ERROR_CODES (src/contract/errors.ts). Numbers never change once published.

/** Code of each outcome of this block (docs/api.md lists them). */
export const AGENCY_ERROR_CODES = {
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
  /** A name on the application holds control, bidi or invisible characters (src/domain/name-text.ts). */
  'agency.textInvalid': 5900,
  // DESIGN 12 "Consent": a head invites, the user accepts or declines.
  /** Coin dealers, operators and accounts that are not active cannot be invited (the policy's beBoundToAgency). */
  'agency.inviteeNotAllowed': 5501,
  /** An invitation of this agency already waits for the user's answer. */
  'agency.invitationPending': 5502,
  'agency.invitationNotFound': 5503,
  /** The invitation was answered or withdrawn already. */
  'agency.invitationNotPending': 5504,
  /** Handing the agency over: the host named is not active, deals coins, or is leaving (an exit request waits). */
  'agency.handOverNotAllowed': 5505,
  // Issue 27.9: a head says why they reject a request to join.
  'agency.joinReasonRequired': 5520,
  /** Longer than AGENCY_REJECT_REASON_MAX_CHARS (src/domain/agency-application.ts). */
  'agency.joinReasonTooLong': 5521,
  /** The reason holds control, bidi or invisible characters (src/domain/name-text.ts). */
  'agency.joinReasonInvalid': 5522,
  // Issue 27.6: a head closes the agency.
  /** The agency is closed: it is not found, joined or answered any more. */
  'agency.closed': 5550,
  /** The agency was closed already (by another request of the head's). */
  'agency.alreadyClosed': 5551,
} as const satisfies Record<string, number>;
