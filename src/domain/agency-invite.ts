// Agency invite codes (SPEC 1 "invite code"): their letters, how a typed code is read, and drawing a new one. Pure and
// shared by the agency pages and the server: erasable TypeScript that Node runs directly.

/** Assumed (docs/rules.md): the letters of an invite code, without I, O, 0 and 1, which read alike. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Assumed (docs/rules.md): an invite code has 6 of those letters. */
export const INVITE_CODE_LENGTH = 6;

/** An invite code as typed (any case, spaces allowed) in its stored form, or null when it cannot be one. */
export function normalizeInviteCode(raw: string): string | null {
  const code = raw.replace(/\s+/g, '').toUpperCase();
  if ([...code].length !== INVITE_CODE_LENGTH) return null;
  return [...code].every((letter) => INVITE_CODE_ALPHABET.includes(letter)) ? code : null;
}

/** A new invite code drawn from `random` (numbers in [0, 1)); the server passes a cryptographic source. */
export function inviteCodeFrom(random: () => number): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_CODE_ALPHABET[Math.floor(random() * INVITE_CODE_ALPHABET.length)] ?? 'A';
  return code;
}
