// Account rules (SPEC 5, SPEC 8, DESIGN 11): signing in with a phone number and an SMS code, cancelling an account,
// the internal ban form, and what "live now" means on the follow list. Pure and shared by the pages and the server:
// erasable TypeScript that Node runs directly; `now` is always an argument (epoch ms).
import { parseIntegerField } from './integer.ts';
import { hasForbiddenNameChars, hasForbiddenTextChars } from './name-text.ts';
import { DAY_MS } from './business-day.ts';
import { isIndonesianPhone, isMalaysianPhone, normalizePhone } from './phone.ts';

/** DESIGN 11: the login page offers Indonesia (+62) and Malaysia (+60). */
export const LOGIN_REGIONS = ['62', '60'] as const;
/** A login region: the country calling code. */
export type LoginRegion = (typeof LOGIN_REGIONS)[number];

/** DESIGN 11: the SMS code has 6 digits. */
export const LOGIN_CODE_DIGITS = 6;
/** DESIGN 11: a code is valid 5 minutes from when it is sent. */
export const LOGIN_CODE_VALID_MINUTES = 5;
/** DESIGN 11: 5 tries per code; the fifth wrong one voids it and a new code must be asked for. */
export const LOGIN_CODE_MAX_ATTEMPTS = 5;
/** DESIGN 11: a new code for the same phone can be asked for 60 seconds after the last. */
export const LOGIN_CODE_RESEND_SECONDS = 60;

/** Assumed (docs/rules.md): after a cancellation request the account is kept 7 days before it is closed. */
export const ACCOUNT_CANCEL_COOLING_DAYS = 7;

/** Assumed (docs/rules.md): the ban form's reason has at most 200 characters (code points, trimmed). */
export const BAN_REASON_MAX_CHARS = 200;
/** Assumed (docs/rules.md): the operator name of the ban form has at most 40 characters. */
export const BAN_OPERATOR_NAME_MAX_CHARS = 40;

/** Assumed (docs/rules.md): a stream still open this long after it started no longer counts as live (a stale record). */
export const LIVE_NOW_MAX_HOURS = 12;

/** True for one of the login regions. */
export function isLoginRegion(value: unknown): value is LoginRegion {
  return typeof value === 'string' && (LOGIN_REGIONS as readonly string[]).includes(value);
}

/**
 * SPEC 5 / DESIGN 10: the phone as stored (country code and national number, digits only: `6281234567890`), or null
 * when it is not a mobile number of the region. The number may be typed with or without the country code or the
 * national 0, with spaces, dashes, dots or parentheses.
 */
export function loginPhone(region: string, raw: string): string | null {
  if (!isLoginRegion(region) || typeof raw !== 'string' || raw.length > 40) return null;
  let digits = normalizePhone(raw);
  if (!/^\d+$/.test(digits)) return null;
  if (digits.startsWith(region)) digits = digits.slice(region.length);
  digits = digits.replace(/^0/, '');
  // SPEC 5: Indonesian numbers written nationally start with 08 and have 10-13 digits; Malaysian: 60 + 9-10 digits.
  if (region === '62') return isIndonesianPhone(`0${digits}`) ? `62${digits}` : null;
  return isMalaysianPhone(`60${digits}`) ? `60${digits}` : null;
}

/** A stored phone as people read it, the middle hidden: `+62 812****7890`. */
export function maskPhone(phone: string): string {
  const region = LOGIN_REGIONS.find((code) => phone.startsWith(code)) ?? '';
  const national = phone.slice(region.length);
  const shown = national.length > 7 ? `${national.slice(0, 3)}${'*'.repeat(national.length - 7)}${national.slice(-4)}` : national;
  return region ? `+${region} ${shown}` : shown;
}

/** DESIGN 11: a code as typed is exactly 6 digits. */
export function isLoginCode(value: unknown): value is string {
  return typeof value === 'string' && new RegExp(`^\\d{${LOGIN_CODE_DIGITS}}$`).test(value);
}

/** The instant a pending cancellation requested at `requestedAt` closes the account. */
export function cancellationEndsAt(requestedAt: number): number {
  return requestedAt + ACCOUNT_CANCEL_COOLING_DAYS * DAY_MS;
}

/** A user id written as people write it: 1-15 digits, no leading zero (`0010001` is not 10001 on a form that bans). */
export function isCanonicalId(value: unknown): value is string {
  return parseIntegerField(value, { min: 1 }) !== null;
}

/** Why the ban form cannot be sent. */
export type BanFormError = 'userIdInvalid' | 'operatorNameRequired' | 'operatorNameTooLong' | 'reasonRequired' | 'reasonTooLong' | 'textInvalid';

/** Characters of a text as people count them (an emoji is one). */
function charCount(text: string): number {
  return [...text].length;
}

/** SPEC 3: the ban form (user ID, operator name, reason), checked on the page and again on the server. */
export function checkBanForm(input: {
  userId: string | null | undefined;
  operatorName: string | null | undefined;
  reason: string | null | undefined;
}): { ok: true; userId: number; operatorName: string; reason: string } | { ok: false; error: BanFormError } {
  // An integer field by the one rule (src/domain/integer.ts): " 10004" is no user id.
  const userId = input.userId ?? '';
  if (!isCanonicalId(userId)) return { ok: false, error: 'userIdInvalid' };
  const operatorName = (input.operatorName ?? '').trim();
  const reason = (input.reason ?? '').trim();
  if (operatorName === '') return { ok: false, error: 'operatorNameRequired' };
  if (charCount(operatorName) > BAN_OPERATOR_NAME_MAX_CHARS) return { ok: false, error: 'operatorNameTooLong' };
  if (reason === '') return { ok: false, error: 'reasonRequired' };
  if (charCount(reason) > BAN_REASON_MAX_CHARS) return { ok: false, error: 'reasonTooLong' };
  // Control, bidi and invisible characters (src/domain/name-text.ts); the reason may break lines.
  if (hasForbiddenNameChars(operatorName) || hasForbiddenTextChars(reason)) return { ok: false, error: 'textInvalid' };
  return { ok: true, userId: Number(userId), operatorName, reason };
}

/** Assumed (docs/rules.md): a host is live now while a stream they started has not ended, for at most 12 hours. */
export function isLiveNow(streamStartedAt: number | null, now: number): boolean {
  return streamStartedAt !== null && streamStartedAt <= now && now - streamStartedAt < LIVE_NOW_MAX_HOURS * 3_600_000;
}
