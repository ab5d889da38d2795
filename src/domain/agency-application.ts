// Applying to be an agency (SPEC 3, 4, 5; DESIGN 10): the application form and its review. Pure and shared by the
// agency pages and the server: erasable TypeScript that Node runs directly. The avatar's own rule (at most 4M, png or
// jpg by its bytes) is the upload rule of src/domain/upload.ts, checked when the image is uploaded; the form only needs
// an uploaded image.
import { hasForbiddenNameChars } from './name-text.ts';
import { phoneWithAreaCode } from './phone.ts';
import { AGENCY_REJECT_REASON_MAX_CHARS } from './reject-reason.ts';

/** Assumed (docs/rules.md): the agent name is at most 20 characters (SPEC 5 leaves the limit open). */
export const AGENCY_NAME_MAX_CHARS = 20;
/** Assumed (docs/rules.md): the collaboration platform is at most 30 characters (SPEC 5 leaves the limit open). */
export const AGENCY_PLATFORM_MAX_CHARS = 30;
/** Assumed (docs/rules.md): the bank name and the account holder name are at most 50 characters. */
export const AGENCY_BANK_TEXT_MAX_CHARS = 50;
/** Assumed (docs/rules.md): a bank card (account) number is 8 to 30 digits; spaces and dashes are dropped. */
export const AGENCY_BANK_CARD_DIGITS_MIN = 8;
/** Assumed (docs/rules.md): ... and at most 30 digits. */
export const AGENCY_BANK_CARD_DIGITS_MAX = 30;
/** SPEC 4: an application is reviewed in at least 1 working day (shown to the user; nothing times out). */
export const AGENCY_REVIEW_WORKING_DAYS_MIN = 1;
/** SPEC 4: ... and at most 3 working days. */
export const AGENCY_REVIEW_WORKING_DAYS_MAX = 3;
export { AGENCY_REJECT_REASON_MAX_CHARS } from './reject-reason.ts';

/** What the application form sends; an empty field is '' or null. */
export interface AgencyApplicationDraft {
  agentName: string | null;
  /** The id of the avatar image the user uploaded (checked then by `checkImageUpload`), or null before one is. */
  avatar: string | null;
  phone: string | null;
  whatsapp: string | null;
  bankName: string | null;
  bankCardNumber: string | null;
  accountHolderName: string | null;
  /** Optional: the app the agency worked with before. */
  platform?: string | null;
}

/** A checked application: texts trimmed, phones as digits, an empty platform as null. */
export interface AgencyApplication {
  agentName: string;
  avatar: string;
  phone: string;
  whatsapp: string;
  bankName: string;
  bankCardNumber: string;
  accountHolderName: string;
  platform: string | null;
}

/** A field of the application form. */
export type AgencyApplicationField = keyof AgencyApplication;

/** Why a field is refused; the UI maps each to a message ('tooLong' on the name is 'Nama panggilan terlalu panjang'). */
export type AgencyFieldError = 'required' | 'tooLong' | 'phoneNeedsAreaCode' | 'cardNumberInvalid' | 'charsInvalid';

/** The outcome of `checkAgencyApplication`: the application, or one error per refused field. */
export type AgencyApplicationCheck =
  { ok: true; application: AgencyApplication } | { ok: false; errors: Partial<Record<AgencyApplicationField, AgencyFieldError>> };

/** Length in characters as a person counts them: code points, so an emoji or an accented letter is one. */
export function textLength(text: string): number {
  return [...text].length;
}

/** SPEC 3 / SPEC 5: checks the whole application form; every refused field gets its first problem. */
export function checkAgencyApplication(draft: AgencyApplicationDraft): AgencyApplicationCheck {
  const errors: Partial<Record<AgencyApplicationField, AgencyFieldError>> = {};
  const text = (value: string | null | undefined) => (value ?? '').trim();

  const agentName = text(draft.agentName);
  // SPEC 3: the agent name is required; SPEC 5: too long is refused (assumed limit, docs/rules.md).
  if (agentName === '') errors.agentName = 'required';
  else if (textLength(agentName) > AGENCY_NAME_MAX_CHARS) errors.agentName = 'tooLong';
  // Control, bidi and invisible characters are no part of a name (src/domain/name-text.ts).
  else if (hasForbiddenNameChars(agentName)) errors.agentName = 'charsInvalid';

  // SPEC 3: the avatar image is required; its size and type were checked when it was uploaded (SPEC 5).
  const avatar = text(draft.avatar);
  if (avatar === '') errors.avatar = 'required';

  // SPEC 3: phone with area code, and whatsapp (assumed: the same rule, since WhatsApp needs the country code).
  const phone = text(draft.phone);
  const phoneDigits = phoneWithAreaCode(phone);
  if (phone === '') errors.phone = 'required';
  else if (phoneDigits === null) errors.phone = 'phoneNeedsAreaCode';
  const whatsapp = text(draft.whatsapp);
  const whatsappDigits = phoneWithAreaCode(whatsapp);
  if (whatsapp === '') errors.whatsapp = 'required';
  else if (whatsappDigits === null) errors.whatsapp = 'phoneNeedsAreaCode';

  // SPEC 3: bank name, bank card number and account holder name are required (assumed limits, docs/rules.md).
  const bankName = text(draft.bankName);
  if (bankName === '') errors.bankName = 'required';
  else if (textLength(bankName) > AGENCY_BANK_TEXT_MAX_CHARS) errors.bankName = 'tooLong';
  else if (hasForbiddenNameChars(bankName)) errors.bankName = 'charsInvalid';
  const bankCardNumber = text(draft.bankCardNumber).replace(/[\s-]+/g, '');
  if (bankCardNumber === '') errors.bankCardNumber = 'required';
  else if (!new RegExp(`^\\d{${AGENCY_BANK_CARD_DIGITS_MIN},${AGENCY_BANK_CARD_DIGITS_MAX}}$`).test(bankCardNumber)) {
    errors.bankCardNumber = 'cardNumberInvalid';
  }
  const accountHolderName = text(draft.accountHolderName);
  if (accountHolderName === '') errors.accountHolderName = 'required';
  else if (textLength(accountHolderName) > AGENCY_BANK_TEXT_MAX_CHARS) errors.accountHolderName = 'tooLong';
  else if (hasForbiddenNameChars(accountHolderName)) errors.accountHolderName = 'charsInvalid';

  // SPEC 3: the collaboration platform is optional; SPEC 5: too long is refused (assumed limit, docs/rules.md).
  const platform = text(draft.platform);
  if (textLength(platform) > AGENCY_PLATFORM_MAX_CHARS) errors.platform = 'tooLong';
  else if (hasForbiddenNameChars(platform)) errors.platform = 'charsInvalid';

  if (Object.keys(errors).length > 0 || phoneDigits === null || whatsappDigits === null) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    application: {
      agentName,
      avatar,
      phone: phoneDigits,
      whatsapp: whatsappDigits,
      bankName,
      bankCardNumber,
      accountHolderName,
      platform: platform === '' ? null : platform,
    },
  };
}

/** SPEC 4: no application yet, under review, passed (the user is an agency) or not passed. */
export type AgencyApplicationStatus = 'none' | 'underReview' | 'passed' | 'notPassed';

/** Why an application transition is refused. */
export type AgencyApplicationError = 'alreadyUnderReview' | 'alreadyAgency' | 'notUnderReview' | 'memberHost' | 'joinPending';

/** What else about the applicant matters: a host of an agency, or a join request waiting for a head. */
export interface ApplicantSituation {
  memberHost: boolean;
  joinPending: boolean;
}

const NO_SITUATION: ApplicantSituation = { memberHost: false, joinPending: false };

/** SPEC 4: submits (or, after "not passed", resubmits) an application, which goes under review. */
export function submitAgencyApplication(
  status: AgencyApplicationStatus,
  situation: ApplicantSituation = NO_SITUATION,
): { ok: true; status: 'underReview' } | { ok: false; error: AgencyApplicationError } {
  if (status === 'underReview') return { ok: false, error: 'alreadyUnderReview' };
  if (status === 'passed') return { ok: false, error: 'alreadyAgency' };
  // assumed (docs/rules.md): one agency per person: a host leaves their agency, and a join request is settled first.
  if (situation.memberHost) return { ok: false, error: 'memberHost' };
  if (situation.joinPending) return { ok: false, error: 'joinPending' };
  // SPEC 4: the user can reapply after "not passed".
  return { ok: true, status: 'underReview' };
}

/** SPEC 4: the review's outcome: passed or not passed; only an application under review can be decided. */
export function reviewAgencyApplication(
  status: AgencyApplicationStatus,
  decision: 'pass' | 'reject',
): { ok: true; status: 'passed' | 'notPassed' } | { ok: false; error: AgencyApplicationError } {
  if (status !== 'underReview') return { ok: false, error: 'notUnderReview' };
  return { ok: true, status: decision === 'pass' ? 'passed' : 'notPassed' };
}

/** Why an operator's reason for "not passed" is refused. */
export type RejectReasonError = 'required' | 'tooLong';

/** SPEC 4: "not passed" comes with a reason the applicant reads (assumed limit, docs/rules.md); trimmed. */
export function checkRejectReason(raw: string | null | undefined): { ok: true; reason: string } | { ok: false; error: RejectReasonError } {
  const reason = (raw ?? '').trim();
  if (reason === '') return { ok: false, error: 'required' };
  if (textLength(reason) > AGENCY_REJECT_REASON_MAX_CHARS) return { ok: false, error: 'tooLong' };
  return { ok: true, reason };
}
