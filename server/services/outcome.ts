// What an operation answers (the HTTP layer turns it into the envelope of DESIGN 4): its data, or the named refusal
// with what the refusal's message needs.
import type { ErrorName } from '../../src/contract/errors.ts';

/** An operation's result: `data`, or the error it was refused with (and the data its message reads). */
export type Outcome<Data> = { ok: true; data: Data } | Refused;

/** A refusal: the error's name and the data its message reads (null for none). */
export interface Refused {
  ok: false;
  error: ErrorName;
  data: unknown;
}

/** A successful outcome. */
export function done<Data>(data: Data): { ok: true; data: Data } {
  return { ok: true, data };
}

/** A refused outcome. */
export function refused(error: ErrorName, data: unknown = null): Refused {
  return { ok: false, error, data };
}

/**
 * What an operation answers when the database itself refuses its work (a balance that would go negative, a unique rule
 * such as one withdrawal a day), or null for an error that is a fault. The checks before the work normally answer first;
 * this covers the case where another writer got in between.
 */
export type Refusal = (error: unknown) => ErrorName | null;
