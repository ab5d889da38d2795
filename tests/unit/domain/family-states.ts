// The dissolve states the family rule tests start from: a request made at ASKED, due for deletion at DELETE_AT.
import type { FamilyDissolveState } from '../../../src/domain/family-dissolve.ts';
import { DAY_MS } from '../../../src/domain/time.ts';
import { jkt } from '../../support/jakarta-time.ts';

/** When the creator asked to dissolve. */
export const ASKED = jkt(2026, 3, 1, 20);
/** Exactly 10 days later: the family is deleted. */
export const DELETE_AT = ASKED + 10 * DAY_MS;
/** A family nobody asked to dissolve. */
export const active: FamilyDissolveState = { dissolveRequestedAtMs: null };
/** A family cooling since ASKED. */
export const cooling: FamilyDissolveState = { dissolveRequestedAtMs: ASKED };
