// Messages of the family area's error codes (SPEC 8), with the values they name from src/domain: the codes the
// /familyList screens can meet. /call and /dissolve register theirs from call-errors.ts and dissolve-errors.ts, so
// each page ships its own texts only; tests/unit/error-messages.test.ts checks that together they cover every code.
import {
  FAMILY_CREATE_MIN_WEALTH_LEVEL,
  FAMILY_NAME_MAX_CHARS,
  FAMILY_NOTICE_MAX_CHARS,
} from '../../domain/family-info.ts';
import { FAMILY_EXPANSIONS_MAX } from '../../domain/family-members.ts';
import { registerErrorMessages } from '../../lib/error-messages.ts';
import { m } from '../../lib/messages.ts';

/** The name a refusal's data carries (a hand-over's new creator), or an empty string. */
function nameOf(data: unknown): string {
  return typeof data === 'object' && data !== null && 'name' in data && typeof data.name === 'string' ? data.name : '';
}

/** Registers the codes of the /familyList screens. */
export function registerListErrors(): void {
  registerErrorMessages({
    'family.notFound': (lang) => m['error.family.notFound']({}, { locale: lang }),
    'family.levelTooLow': (lang) => m['error.family.levelTooLow']({ level: String(FAMILY_CREATE_MIN_WEALTH_LEVEL) }, { locale: lang }),
    'family.alreadyInFamily': (lang) => m['error.family.alreadyInFamily']({}, { locale: lang }),
    'family.nameRequired': (lang) => m['error.family.nameRequired']({}, { locale: lang }),
    'family.nameTooLong': (lang) => m['error.family.nameTooLong']({ max: String(FAMILY_NAME_MAX_CHARS) }, { locale: lang }),
    'family.nameInvalid': (lang) => m['error.family.nameInvalid']({}, { locale: lang }),
    'family.nameTaken': (lang) => m['error.family.nameTaken']({}, { locale: lang }),
    'family.noticeTooLong': (lang) => m['error.family.noticeTooLong']({ max: String(FAMILY_NOTICE_MAX_CHARS) }, { locale: lang }),
    'family.noticeInvalid': (lang) => m['error.family.noticeInvalid']({}, { locale: lang }),
    'family.requestPending': (lang) => m['error.family.requestPending']({}, { locale: lang }),
    'family.cooling': (lang) => m['error.family.cooling']({}, { locale: lang }),
    'family.full': (lang) => m['error.family.full']({}, { locale: lang }),
    'family.notMember': (lang) => m['error.family.notMember']({}, { locale: lang }),
    'family.creatorCannotLeave': (lang) => m['error.family.creatorCannotLeave']({}, { locale: lang }),
    'family.requestNotFound': (lang) => m['error.family.requestNotFound']({}, { locale: lang }),
    'family.roleTooHigh': (lang) => m['error.family.roleTooHigh']({}, { locale: lang }),
    'family.adminLimit': (lang) => m['error.family.adminLimit']({}, { locale: lang }),
    'family.viceLeaderLimit': (lang) => m['error.family.viceLeaderLimit']({}, { locale: lang }),
    'family.notHost': (lang) => m['error.family.notHost']({}, { locale: lang }),
    'family.favoriteLimit': (lang) => m['error.family.favoriteLimit']({}, { locale: lang }),
    'family.expansionMax': (lang) => m['error.family.expansionMax']({ max: String(FAMILY_EXPANSIONS_MAX) }, { locale: lang }),
    'family.notEnoughCoins': (lang) => m['error.family.notEnoughCoins']({}, { locale: lang }),
    'family.handOverNotAdmin': (lang) => m['error.family.handOverNotAdmin']({}, { locale: lang }),
    'family.handOverNotActive': (lang) => m['error.family.handOverNotActive']({}, { locale: lang }),
    'family.handOverSelf': (lang) => m['error.family.handOverSelf']({}, { locale: lang }),
    'family.handOverDisbanding': (lang) => m['error.family.handOverDisbanding']({}, { locale: lang }),
    'family.handedOver': (lang, data) => m['error.family.handedOver']({ name: nameOf(data) }, { locale: lang }),
  });
}
