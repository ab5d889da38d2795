// Reading request fields: every value arrives as text and is checked before use.
import type { Context } from 'hono';
import { ID_PATTERN } from '../../src/contract/ids.ts';
import { isCanonicalId } from '../../src/domain/account.ts';
import type { ErrorName } from '../../src/contract/errors.ts';
import { validateDateRange, type DateRange } from '../../src/domain/date-range.ts';
import type { SettlementStatus } from '../../src/domain/settlement.ts';
import type { BusinessDate } from '../../src/domain/time.ts';

/** A positive id given as digits, or null. */
export function idField(value: string | undefined): number | null {
  if (!value || !ID_PATTERN.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * An id written canonically: digits without a leading zero, at most 15 (`0010001` is no id). Stricter than idField
 * because these ids pick whose membership or request changes.
 */
export function canonicalIdField(value: string | undefined): number | null {
  return isCanonicalId(value) ? Number(value) : null;
}

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

