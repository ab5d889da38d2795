// Amounts as people type and paste them (DESIGN 4: money is whole numbers): "Rp 1.500.000,00" on an Indonesian page
// is 1,500,000, "1,500,000.00" on an English one too. Read by the page language where only it can tell, refused where
// a reading is a guess: never every non-digit dropped (which turned "Rp 1.500.000,00" into 150,000,000).
import { DECIMAL_MARK, GROUP_SEPARATOR } from './format.ts';
import type { Lang } from './language.ts';

/** Why a text is not a whole amount: not one at all (or decimals that are not zero), or one that reads two ways. */
export type AmountProblem = 'notWhole' | 'ambiguous';

/** An amount read from text: a whole number, null for an empty field, or why it was refused. */
export type AmountReading = { ok: true; value: number | null } | { ok: false; problem: AmountProblem };

/** Digits of a whole amount, at most: more than this is not an amount anyone means (and loses precision). */
const MAX_DIGITS = 15;

const NOT_WHOLE: AmountReading = { ok: false, problem: 'notWhole' };
const AMBIGUOUS: AmountReading = { ok: false, problem: 'ambiguous' };

/** `raw` without spaces and a leading currency name (Rp, IDR). */
function tidy(raw: string): string {
  return raw.replace(/[\s\u00a0]/g, '').replace(/^(?:rp|idr)\.?/i, '');
}

/** The whole number of `digits` (too many is no amount). */
function whole(digits: string): AmountReading {
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  return trimmed.length > MAX_DIGITS ? NOT_WHOLE : { ok: true, value: Number(trimmed) };
}

/**
 * A pasted or typed amount read strictly: separators used more than once, or both kinds together, tell themselves
 * apart in any language; a single one is read by the page language, and refused as ambiguous when the other reading
 * is as likely (the page's decimal mark followed by exactly three digits). Decimals are allowed only when all zero.
 */
export function readAmount(raw: string, lang: Lang): AmountReading {
  const text = tidy(raw);
  if (text === '') return { ok: true, value: null };
  if (!/^[\d.,]*\d[\d.,]*$/.test(text)) return NOT_WHOLE;
  const marks = text.replace(/\d/g, '');
  // The decimal mark: the last mark when both kinds appear, a single mark that is the page's decimal mark, else none.
  const last = marks[marks.length - 1] ?? '';
  const decimal = new Set(marks).size > 1 || (marks.length === 1 && last === DECIMAL_MARK[lang]) ? last : '';
  const [integer = '', fraction = '', extra] = decimal ? text.split(decimal) : [text];
  if (extra !== undefined) return AMBIGUOUS;
  // "1.000" on an English page: one with three zero decimals, or one thousand written the Indonesian way.
  if (marks.length === 1 && decimal && fraction.length === 3) return AMBIGUOUS;
  const group = integer.replace(/\d/g, '')[0];
  if (group && !new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`).test(integer)) return AMBIGUOUS;
  if (/\D/.test(fraction)) return AMBIGUOUS;
  return /[1-9]/.test(fraction) ? NOT_WHOLE : whole(integer.replace(/\D/g, '') || '0');
}

/** True when `raw` is digits and the page's thousands separators only: an amount being typed in the grouped field. */
export function isGroupedDigits(raw: string, lang: Lang): boolean {
  const text = tidy(raw);
  return /\d/.test(text) && [...text].every((char) => /\d/.test(char) || char === GROUP_SEPARATOR[lang]);
}

/**
 * The amount of a field being typed into: while its text is only digits and the page's thousands separators (the
 * field shows amounts grouped, and deleting a digit leaves a group short), the separators are ignored; anything else
 * is read strictly by readAmount.
 */
export function readTypedAmount(raw: string, lang: Lang): AmountReading {
  return isGroupedDigits(raw, lang) ? whole(tidy(raw).replace(/\D/g, '')) : readAmount(raw, lang);
}
