// Amounts as people type and paste them (DESIGN 4: money is whole numbers): "Rp 1.500.000,00" on an Indonesian page
// is 1,500,000, "1,500,000.00" on an English one too. Read by the page language where only it can tell, refused where
// a reading is a guess: never every non-digit dropped (which turned "Rp 1.500.000,00" into 150,000,000).
import { DECIMAL_MARK, GROUP_SEPARATOR } from './format.ts';
import type { Lang } from './language.ts';

/** Why a text is not a whole amount. */
export type AmountProblem = 'notANumber' | 'notWhole' | 'ambiguous';

/** An amount read from text: a whole number, null for an empty field, or why it was refused. */
export type AmountReading = { ok: true; value: number | null } | { ok: false; problem: AmountProblem };

/** Digits of a whole amount, at most: more than this is not an amount anyone means (and loses precision). */
const MAX_DIGITS = 15;

/** How often `mark` occurs in `text`. */
function count(text: string, mark: string): number {
  return text.split(mark).length - 1;
}

/** `text` without spaces and a leading currency name (Rp, IDR). */
function tidy(raw: string): string {
  return raw.replace(/[\s\u00a0]/g, '').replace(/^(?:rp|idr)\.?/i, '');
}

/** The whole number of `digits`, or a problem when there are too many. */
function whole(digits: string): AmountReading {
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  if (trimmed.length > MAX_DIGITS) return { ok: false, problem: 'notANumber' };
  return { ok: true, value: Number(trimmed) };
}

/**
 * A pasted or typed amount read strictly: separators used more than once, or both kinds together, tell themselves
 * apart in any language; a single one is read by the page language, and refused as ambiguous when the other reading
 * is as likely (one mark followed by exactly three digits). Decimals are allowed only when they are all zeros.
 */
export function readAmount(raw: string, lang: Lang): AmountReading {
  const text = tidy(raw);
  if (text === '') return { ok: true, value: null };
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return { ok: false, problem: 'notANumber' };
  const dots = count(text, '.');
  const commas = count(text, ',');
  let group: string | null = null;
  let decimal: string | null = null;
  if (dots > 0 && commas > 0) {
    decimal = text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ',';
    group = decimal === '.' ? ',' : '.';
    if (count(text, decimal) > 1) return { ok: false, problem: 'ambiguous' };
  } else if (dots + commas > 1) {
    group = dots > 0 ? '.' : ',';
  } else if (dots + commas === 1) {
    const mark = dots > 0 ? '.' : ',';
    if (mark === GROUP_SEPARATOR[lang]) group = mark;
    else if (mark === DECIMAL_MARK[lang]) {
      decimal = mark;
      // "1.000" on an English page: one and three zero decimals, or one thousand written the Indonesian way.
      if (text.length - text.indexOf(mark) - 1 === 3) return { ok: false, problem: 'ambiguous' };
    } else return { ok: false, problem: 'ambiguous' };
  }
  const [integer = '', fraction = ''] = decimal ? text.split(decimal) : [text];
  if (group !== null && integer.includes(group)) {
    if (!new RegExp(`^\\d{1,3}(?:\\${group}\\d{3})+$`).test(integer)) return { ok: false, problem: 'ambiguous' };
  }
  const digits = group === null ? integer : integer.split(group).join('');
  if (!/^\d*$/.test(digits) || !/^\d*$/.test(fraction)) return { ok: false, problem: 'ambiguous' };
  if (/[1-9]/.test(fraction)) return { ok: false, problem: 'notWhole' };
  return whole(digits === '' ? '0' : digits);
}

/** True when `raw` is digits and the page's thousands separators only: an amount being typed in the grouped field. */
export function isGroupedDigits(raw: string, lang: Lang): boolean {
  const text = tidy(raw);
  const group = GROUP_SEPARATOR[lang];
  return text !== '' && /\d/.test(text) && [...text].every((char) => /\d/.test(char) || char === group);
}

/**
 * The amount of a field being typed into: while its text is only digits and the page's thousands separators (the
 * field shows amounts grouped, and deleting a digit leaves a group short), the separators are ignored; anything else
 * is read strictly by readAmount.
 */
export function readTypedAmount(raw: string, lang: Lang): AmountReading {
  return isGroupedDigits(raw, lang) ? whole(tidy(raw).split(GROUP_SEPARATOR[lang]).join('')) : readAmount(raw, lang);
}
