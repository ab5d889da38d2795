// The length limit of a reason for a refusal, on its own so a screen that only checks a reason's length (the head's
// rejection sheet, issue 27.9) does not load the whole application form's rules. Pure, shared by pages and server.

/** Assumed (docs/rules.md): an operator's reason for not passing an application, and a head's for rejecting a request to join, are 1 to 200 characters. */
export const AGENCY_REJECT_REASON_MAX_CHARS = 200;
