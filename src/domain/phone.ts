// Phone numbers of withdrawal accounts (SPEC 5, DESIGN 10). Erasable TypeScript, shared by the site and the server.

/** The phone, digits only: spaces, dashes, dots, parentheses and a leading + removed. */
export function normalizePhone(raw: string): string {
  return raw.trim().replace(/^\+/, '').replace(/[\s\-().]/g, '');
}

/** SPEC 5: Indonesian withdrawal phones have 10-13 digits in all. */
export const ID_PHONE_DIGITS_MIN = 10;
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
