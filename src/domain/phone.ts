// Phone numbers (SPEC 3, 5; DESIGN 10): of withdrawal accounts, agency applications and dealers' WhatsApp. Erasable
// TypeScript, shared by the site and the server.

/** The phone, digits only: spaces, dashes, dots, parentheses and a leading + removed. */
export function normalizePhone(raw: string): string {
  return raw.trim().replace(/^\+/, '').replace(/[\s\-().]/g, '');
}

/** SPEC 5: Indonesian phones have at least 10 digits in all ... */
export const ID_PHONE_DIGITS_MIN = 10;
/** SPEC 5: ... and at most 13. */
export const ID_PHONE_DIGITS_MAX = 13;

/** SPEC 5 / DESIGN 10: Indonesian numbers start with 628 or 08 and have 10-13 digits in all. */
export function isIndonesianPhone(phone: string): boolean {
  return /^(?:628|08)\d+$/.test(phone) && phone.length >= ID_PHONE_DIGITS_MIN && phone.length <= ID_PHONE_DIGITS_MAX;
}

/** DESIGN 10: Malaysian numbers are 60 followed by 9-10 digits. */
export function isMalaysianPhone(phone: string): boolean {
  return /^60\d{9,10}$/.test(phone);
}

/** SPEC 5: a withdrawal phone is Indonesian or Malaysian (after normalizing). */
export function isWithdrawalPhone(raw: string): boolean {
  const phone = normalizePhone(raw);
  return /^\d+$/.test(phone) && (isIndonesianPhone(phone) || isMalaysianPhone(phone));
}

/** SPEC 3: a phone with its area code (62 or 60) as digits, or null when refused. */
export function phoneWithAreaCode(raw: string): string | null {
  // assumed (docs/rules.md): a leading +, spaces, dashes, dots and parentheses are dropped; a local 08... number lacks
  // the area code; 62 must lead an Indonesian mobile (SPEC 5: 628..., 10-13 digits), 60 a Malaysian one (DESIGN 10).
  const phone = normalizePhone(raw);
  if (!/^\d+$/.test(phone)) return null;
  if (phone.startsWith('62') && isIndonesianPhone(phone)) return phone;
  return isMalaysianPhone(phone) ? phone : null;
}
