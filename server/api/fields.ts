// Reading request fields: every value arrives as text and is checked before use.
import type { Context } from 'hono';
import { parseIntegerField } from '../../src/domain/integer.ts';
import type { ErrorName } from '../../src/contract/errors.ts';
import { validateDateRange, type DateRange } from '../../src/domain/date-range.ts';
import type { SettlementStatus } from '../../src/domain/settlement.ts';
import type { BusinessDate } from '../../src/domain/time.ts';

/**
 * An integer field within [min, max], or null: the one rule of every integer field of every endpoint (docs/api.md
 * "Integer fields", src/domain/integer.ts): canonical digits, no spaces, sign or leading zero.
 */
export function intField(value: string | undefined, range: { min?: number; max?: number } = {}): number | null {
  return parseIntegerField(value, range);
}

/** A positive id (an integer field of at least 1), or null. */
export function idField(value: string | undefined): number | null {
  return parseIntegerField(value, { min: 1 });
}

/** The same as idField: kept for the endpoints whose ids pick whose membership or request changes. */
export const canonicalIdField = idField;

/** A settlement or withdrawal status written as one digit 0-7 (SPEC 3), or null: an empty field is no status. */
export function statusField(value: string | undefined): SettlementStatus | null {
  return value !== undefined && /^[0-7]$/.test(value) ? (Number(value) as SettlementStatus) : null;
}

/** The cursor of a paged list: absent for the first page, an id after that; 'bad' when malformed. */
export function cursorField(value: string | undefined): number | null | 'bad' {
  if (value === undefined || value === '') return null;
  return idField(value) ?? 'bad';
}

/**
 * SPEC 5: a checked date range, or the name of the rule it breaks with what its message names (`range.tooLong`
 * carries the page's limit in days, as the date picker says it).
 */
export function rangeField(
  fields: Record<string, string>,
  today: BusinessDate,
  maxDays: number,
): { ok: true; range: DateRange } | { ok: false; error: ErrorName; data: { days: number } | null } {
  const check = validateDateRange({ start: fields['start'], end: fields['end'] }, { today, maxDays });
  if (!check.ok) return { ok: false, error: `range.${check.error}`, data: check.error === 'tooLong' ? { days: maxDays } : null };
  return { ok: true, range: { start: fields['start'] ?? '', end: fields['end'] ?? '' } };
}


/** The file sent in the form field `name` of a multipart request, or null (none, or a text value). */
export async function fileField(c: Context, name: string): Promise<File | null> {
  try {
    const body = await c.req.parseBody();
    const value = body[name];
    return value instanceof File ? value : null;
  } catch {
    return null;
  }
}

