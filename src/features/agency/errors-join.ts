// Messages of the agency error codes of joining: sending, cancelling and deciding join requests (5101-5109),
// with the values they name from src/domain/agency-join.ts; registered by the screens that can meet them (errors.ts).
import type { AreaErrorMessages } from '../../lib/error-messages.ts';
import { m } from '../../lib/messages.ts';

/** Joining: sending, cancelling and deciding join requests (5101-5109). */
export const JOIN_ERRORS = {
  'agency.inviteCodeInvalid': (lang) => m['error.agency.inviteCodeInvalid']({}, { locale: lang }),
  'agency.inviteCodeUnknown': (lang) => m['error.agency.inviteCodeUnknown']({}, { locale: lang }),
  'agency.joinAlreadyPending': (lang) => m['error.agency.joinAlreadyPending']({}, { locale: lang }),
  'agency.alreadyInAgency': (lang) => m['error.agency.alreadyInAgency']({}, { locale: lang }),
  'agency.headCannotJoin': (lang) => m['error.agency.headCannotJoin']({}, { locale: lang }),
  'agency.applyingCannotJoin': (lang) => m['error.agency.applyingCannotJoin']({}, { locale: lang }),
  'agency.nothingToCancel': (lang) => m['error.agency.nothingToCancel']({}, { locale: lang }),
  'agency.joinRequestNotFound': (lang) => m['error.agency.joinRequestNotFound']({}, { locale: lang }),
  'agency.joinNotPending': (lang) => m['error.agency.joinNotPending']({}, { locale: lang }),
  'agency.joinReasonRequired': (lang) => m['error.agency.joinReasonRequired']({}, { locale: lang }),
  'agency.joinReasonTooLong': (lang) => m['error.agency.joinReasonTooLong']({}, { locale: lang }),
  'agency.joinReasonInvalid': (lang) => m['error.agency.joinReasonInvalid']({}, { locale: lang }),
  'agency.closed': (lang) => m['error.agency.closed']({}, { locale: lang }),
} satisfies Partial<AreaErrorMessages<'agency'>>;
