// Messages of the agency area's error codes (SPEC 5, 8), one group per kind of screen (errors-apply.ts, errors-join.ts,
// errors-team.ts, errors-exit.ts, errors-invite.ts): each island registers the groups of the codes it can meet, so a
// page ships those texts only. This file holds them together for the check that every code has its message.
import type { AreaErrorMessages } from '../../lib/error-messages.ts';
import { APPLY_ERRORS } from './errors-apply.ts';
import { EXIT_ERRORS } from './errors-exit.ts';
import { INVITE_ERRORS } from './errors-invite.ts';
import { JOIN_ERRORS } from './errors-join.ts';
import { TEAM_ERRORS } from './errors-team.ts';

/** Every group: together they give every agency code its message. */
export const AGENCY_ERROR_GROUPS = [APPLY_ERRORS, JOIN_ERRORS, TEAM_ERRORS, EXIT_ERRORS, INVITE_ERRORS] as const;

/** Compiles only while the groups cover every `agency.*` code. */
export type AgencyErrorsCovered = Covered<typeof APPLY_ERRORS & typeof JOIN_ERRORS & typeof TEAM_ERRORS & typeof EXIT_ERRORS & typeof INVITE_ERRORS>;
type Covered<T extends AreaErrorMessages<'agency'>> = T;
