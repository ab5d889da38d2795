// Messages of the agency error codes of invitations (5501-5504, DESIGN 12 "Consent"): the head inviting and
// withdrawing on /castmanage, the invited user answering on /join_family; registered by the screens that meet them.
import type { AreaErrorMessages } from '../../lib/error-messages.ts';
import { m } from '../../lib/messages.ts';

/** Invitations: sending, withdrawing, answering (5501-5504). */
export const INVITE_ERRORS = {
  'agency.inviteeNotAllowed': (lang) => m['error.agency.inviteeNotAllowed']({}, { locale: lang }),
  'agency.invitationPending': (lang) => m['error.agency.invitationPending']({}, { locale: lang }),
  'agency.invitationNotFound': (lang) => m['error.agency.invitationNotFound']({}, { locale: lang }),
  'agency.invitationNotPending': (lang) => m['error.agency.invitationNotPending']({}, { locale: lang }),
} satisfies Partial<AreaErrorMessages<'agency'>>;
