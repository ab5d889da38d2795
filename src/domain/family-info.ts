// Creating a family and its name and notice (SPEC 5, 6). Pure and shared by the family pages and the server: erasable
// TypeScript that Node runs directly.
import { hasForbiddenNameChars, hasForbiddenTextChars } from './name-text.ts';

/**
 * SPEC 5: family creation needs wealth level 30. The spec's English text says "level 35", its Indonesian text
 * "wealth level 30"; assumed (docs/rules.md): the Indonesian text, which names the level kind, wins.
 */
export const FAMILY_CREATE_MIN_WEALTH_LEVEL = 30;

/** SPEC 5: whether a user of this wealth level may create a family. */
export function canCreateFamily(wealthLevel: number): boolean {
  return wealthLevel >= FAMILY_CREATE_MIN_WEALTH_LEVEL;
}

/** Assumed (docs/rules.md): a family name has 1 to 20 characters after trimming (an emoji counts as one). */
export const FAMILY_NAME_MAX_CHARS = 20;
/** Assumed (docs/rules.md): the family notice (announcement) has at most 200 characters after trimming; it may be empty. */
export const FAMILY_NOTICE_MAX_CHARS = 200;

/** Why a family's name or notice is refused. */
export type FamilyInfoError = 'nameRequired' | 'nameTooLong' | 'nameInvalid' | 'noticeTooLong' | 'noticeInvalid';

/** Assumed (docs/rules.md): the checks of a family's name and notice, on creation and on editing, trimmed. */
export function checkFamilyInfo(input: {
  name: string;
  notice: string;
}): { ok: true; name: string; notice: string } | { ok: false; error: FamilyInfoError } {
  const name = input.name.trim();
  const notice = input.notice.replace(/\r\n?/g, '\n').trim();
  if (name === '') return { ok: false, error: 'nameRequired' };
  if ([...name].length > FAMILY_NAME_MAX_CHARS) return { ok: false, error: 'nameTooLong' };
  // Control, bidi and invisible characters (src/domain/name-text.ts); a notice may hold line breaks.
  if (hasForbiddenNameChars(name)) return { ok: false, error: 'nameInvalid' };
  if ([...notice].length > FAMILY_NOTICE_MAX_CHARS) return { ok: false, error: 'noticeTooLong' };
  if (hasForbiddenTextChars(notice)) return { ok: false, error: 'noticeInvalid' };
  return { ok: true, name, notice };
}
