// Special IDs (SPEC 3, issue 27 item 1): the numbers a special-ID item of the Decor Shop offers, by the item's pattern,
// and the checks of a number a buyer picks or searches. Pure and shared by the shop and the server.

/** Assumed (docs/rules.md): the number patterns an operator can give a special-ID item. */
export const SPECIAL_ID_PATTERNS = ['repeat5', 'straight5', 'mirror5', 'pairs6', 'triple6', 'lucky6'] as const;
/** A number pattern. */
export type SpecialIdPattern = (typeof SPECIAL_ID_PATTERNS)[number];

/** Assumed (docs/rules.md): a special-ID item without a pattern of its own offers 5-digit mirror numbers. */
export const DEFAULT_SPECIAL_ID_PATTERN: SpecialIdPattern = 'mirror5';
/** The number a special-ID item's preview shows before the buyer picks one: one of its pattern, so its length is right. */
export const SPECIAL_ID_SAMPLES: Readonly<Record<SpecialIdPattern, string>> = {
  repeat5: '88888',
  straight5: '12345',
  mirror5: '52825',
  pairs6: '668899',
  triple6: '666888',
  lucky6: '888168',
};
/** Assumed (docs/rules.md): the most numbers one list of available numbers shows (a search narrows it). */
export const SPECIAL_ID_LIST_MAX = 24;
/** The longest search: the longest number of any pattern. */
export const SPECIAL_ID_QUERY_MAX_DIGITS = 6;

const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
const NONZERO = DIGITS.slice(1);

/** Every number of a pattern, in ascending order (at most 1,000). */
export function specialIdPool(pattern: SpecialIdPattern): string[] {
  const out: string[] = [];
  switch (pattern) {
    case 'repeat5': // 11111 ... 99999
      for (const a of NONZERO) out.push(String(a).repeat(5));
      break;
    case 'straight5': // 12345 ... 56789 and 98765 ... 54321
      for (let a = 1; a <= 5; a++) out.push([0, 1, 2, 3, 4].map((i) => a + i).join(''));
      for (let a = 9; a >= 5; a--) out.push([0, 1, 2, 3, 4].map((i) => a - i).join(''));
      break;
    case 'mirror5': // ABCBA
      for (const a of NONZERO) for (const b of DIGITS) for (const c of DIGITS) out.push(`${a}${b}${c}${b}${a}`);
      break;
    case 'pairs6': // AABBCC
      for (const a of NONZERO) for (const b of DIGITS) for (const c of DIGITS) out.push(`${a}${a}${b}${b}${c}${c}`);
      break;
    case 'triple6': // AAABBB
      for (const a of NONZERO) for (const b of DIGITS) out.push(`${a}${a}${a}${b}${b}${b}`);
      break;
    case 'lucky6': // 888000 ... 888999
      for (let n = 0; n < 1000; n++) out.push(`888${String(n).padStart(3, '0')}`);
      break;
  }
  return [...new Set(out)].sort();
}

/** True for one of the patterns. */
export function isSpecialIdPattern(value: unknown): value is SpecialIdPattern {
  return typeof value === 'string' && (SPECIAL_ID_PATTERNS as readonly string[]).includes(value);
}

/** True when `number` is a number of `pattern`, written as the pool writes it. */
export function isSpecialIdOf(pattern: SpecialIdPattern, number: unknown): number is string {
  return typeof number === 'string' && /^[1-9][0-9]{4,5}$/.test(number) && specialIdPool(pattern).includes(number);
}

/** True for a search of the number list: empty, or digits only, no longer than the longest number. */
export function isSpecialIdQuery(query: string): boolean {
  return query.length <= SPECIAL_ID_QUERY_MAX_DIGITS && /^[0-9]*$/.test(query);
}

/** A number a user holds for a special-ID item, until `expiresAt`. */
export interface HeldNumber {
  number: string;
  itemId: string;
  expiresAt: number;
}

/** Assumed (docs/rules.md): the number a user shows as their ID: the one of the special-ID item worn, else the one held longest. */
export function shownSpecialIdOf<H extends HeldNumber>(held: readonly H[], wornItemId: string | null, now: number): H | null {
  const active = held.filter((h) => now < h.expiresAt).sort((a, b) => b.expiresAt - a.expiresAt);
  return active.find((h) => h.itemId === wornItemId) ?? active[0] ?? null;
}
