// Integer fields (docs/api.md "Integer fields"): every whole number a request carries — ids, amounts, days, limits,
// counts, rewards, the time — is read by this one parser, on the server and by the pages that send it, so one value is
// accepted or refused the same way everywhere. Erasable TypeScript.

/** Assumed (docs/api.md): the most digits an integer field may have; 15 keep every value exact in a Number. */
export const INTEGER_FIELD_MAX_DIGITS = 15;

/** Canonical decimal: `0`, or a non-zero digit followed by digits. No sign, space, leading zero, point or exponent. */
const CANONICAL_INTEGER = /^(?:0|[1-9][0-9]*)$/;

/**
 * An integer field as sent: canonical decimal digits of at most INTEGER_FIELD_MAX_DIGITS within [min, max] (by
 * default 0 and Number.MAX_SAFE_INTEGER); anything else (`" 10000 "`, `010000`, `+5`, `1e4`, `5.0`, `٥`) is null.
 */
export function parseIntegerField(raw: unknown, range: { min?: number; max?: number } = {}): number | null {
  if (typeof raw !== 'string' || raw.length > INTEGER_FIELD_MAX_DIGITS || !CANONICAL_INTEGER.test(raw)) return null;
  const value = Number(raw);
  const { min = 0, max = Number.MAX_SAFE_INTEGER } = range;
  return value >= min && value <= max ? value : null;
}
