// Messages of the agency error codes of exit requests (5301-5305),
// with the values they name from src/domain/agency-exit.ts; registered by the screens that can meet them (errors.ts).
import { EXIT_REVIEW_DAYS } from '../../domain/agency-exit.ts';
import type { AreaErrorMessages } from '../../lib/error-messages.ts';
import { m } from '../../lib/messages.ts';

/** Exit requests (5301-5305). */
export const EXIT_ERRORS = {
  'agency.exitAlreadyPending': (lang) => m['error.agency.exitAlreadyPending']({}, { locale: lang }),
  'agency.notInAgency': (lang) => m['error.agency.notInAgency']({}, { locale: lang }),
  'agency.exitNotPending': (lang) => m['error.agency.exitNotPending']({}, { locale: lang }),
  'agency.exitTimedOut': (lang) => m['error.agency.exitTimedOut']({ days: String(EXIT_REVIEW_DAYS) }, { locale: lang }),
  'agency.exitRequestNotFound': (lang) => m['error.agency.exitRequestNotFound']({}, { locale: lang }),
} satisfies Partial<AreaErrorMessages<'agency'>>;
