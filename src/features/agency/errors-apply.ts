// Messages of the agency error codes of the application form and the operators' review (5001-5018), with the values
// they name from src/domain/agency-application.ts; registered by the screens that can meet them (errors.ts).
import {
  AGENCY_BANK_CARD_DIGITS_MAX,
  AGENCY_BANK_CARD_DIGITS_MIN,
  AGENCY_BANK_TEXT_MAX_CHARS,
  AGENCY_PLATFORM_MAX_CHARS,
  AGENCY_REJECT_REASON_MAX_CHARS,
} from '../../domain/agency-application.ts';
import type { AreaErrorMessages } from '../../lib/error-messages.ts';
import { m } from '../../lib/messages.ts';

/** The application form and the operators' review (5001-5018). */
export const APPLY_ERRORS = {
  'agency.incomplete': (lang) => m['error.agency.incomplete']({}, { locale: lang }),
  'agency.nameTooLong': (lang) => m['error.agency.nameTooLong']({}, { locale: lang }),
  'agency.platformTooLong': (lang) => m['error.agency.platformTooLong']({ max: String(AGENCY_PLATFORM_MAX_CHARS) }, { locale: lang }),
  'agency.phoneNeedsAreaCode': (lang) => m['error.agency.phoneNeedsAreaCode']({}, { locale: lang }),
  'agency.bankTextTooLong': (lang) => m['error.agency.bankTextTooLong']({ max: String(AGENCY_BANK_TEXT_MAX_CHARS) }, { locale: lang }),
  'agency.cardNumberInvalid': (lang) => m['error.agency.cardNumberInvalid']({ min: String(AGENCY_BANK_CARD_DIGITS_MIN), max: String(AGENCY_BANK_CARD_DIGITS_MAX) }, { locale: lang }),
  'agency.alreadyUnderReview': (lang) => m['error.agency.alreadyUnderReview']({}, { locale: lang }),
  'agency.alreadyAgency': (lang) => m['error.agency.alreadyAgency']({}, { locale: lang }),
  'agency.memberHost': (lang) => m['error.agency.memberHost']({}, { locale: lang }),
  'agency.joinPending': (lang) => m['error.agency.joinPending']({}, { locale: lang }),
  'agency.applicationNotFound': (lang) => m['error.agency.applicationNotFound']({}, { locale: lang }),
  'agency.notUnderReview': (lang) => m['error.agency.notUnderReview']({}, { locale: lang }),
  'agency.reasonRequired': (lang) => m['error.agency.reasonRequired']({}, { locale: lang }),
  'agency.textInvalid': (lang) => m['error.agency.textInvalid']({}, { locale: lang }),
  'agency.reasonTooLong': (lang) => m['error.agency.reasonTooLong']({ max: String(AGENCY_REJECT_REASON_MAX_CHARS) }, { locale: lang }),
} satisfies Partial<AreaErrorMessages<'agency'>>;
