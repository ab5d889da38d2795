// Messages of the agency error codes of the head's team: adding, unbinding and seeing hosts (5201-5206),
// with the values they name from src/domain/agency-join.ts; registered by the screens that can meet them (errors.ts).
import type { AreaErrorMessages } from '../../lib/error-messages.ts';
import { m } from '../../lib/messages.ts';

/** The head's team: adding, unbinding and seeing hosts (5201-5206). */
export const TEAM_ERRORS = {
  'agency.alreadyYourHost': (lang) => m['error.agency.alreadyYourHost']({}, { locale: lang }),
  'agency.userInAnotherAgency': (lang) => m['error.agency.userInAnotherAgency']({}, { locale: lang }),
  'agency.userIsHead': (lang) => m['error.agency.userIsHead']({}, { locale: lang }),
  'agency.userApplying': (lang) => m['error.agency.userApplying']({}, { locale: lang }),
  'agency.userPendingElsewhere': (lang) => m['error.agency.userPendingElsewhere']({}, { locale: lang }),
  'agency.notYourHost': (lang) => m['error.agency.notYourHost']({}, { locale: lang }),
  'agency.handOverNotAllowed': (lang) => m['error.agency.handOverNotAllowed']({}, { locale: lang }),
  'agency.alreadyClosed': (lang) => m['error.agency.alreadyClosed']({}, { locale: lang }),
} satisfies Partial<AreaErrorMessages<'agency'>>;
