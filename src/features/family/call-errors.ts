// Messages of the family codes /call can meet (SPEC 8), with the values they name from src/domain (see errors.ts).
import { FAMILY_CONTRIBUTION_MIN_COINS, FAMILY_CONTRIBUTION_MULTIPLE_COINS } from '../../domain/family-coins.ts';
import { registerErrorMessages } from '../../lib/error-messages.ts';
import { formatNumber } from '../../lib/format.ts';
import { m } from '../../lib/messages.ts';

/** Registers the codes of /call: summons, family coins and tasks. */
export function registerCallErrors(): void {
  registerErrorMessages({
    'family.notFound': (lang) => m['error.family.notFound']({}, { locale: lang }),
    'family.notMember': (lang) => m['error.family.notMember']({}, { locale: lang }),
    'family.notEnoughCoins': (lang) => m['error.family.notEnoughCoins']({}, { locale: lang }),
    'family.amountRequired': (lang) => m['error.family.amountRequired']({}, { locale: lang }),
    'family.amountInvalid': (lang) => m['error.family.amountInvalid']({}, { locale: lang }),
    'family.amountTooSmall': (lang) => m['error.family.amountTooSmall']({ min: formatNumber(FAMILY_CONTRIBUTION_MIN_COINS, lang) }, { locale: lang }),
    'family.notMultiple': (lang) => m['error.family.notMultiple']({ multiple: formatNumber(FAMILY_CONTRIBUTION_MULTIPLE_COINS, lang) }, { locale: lang }),
    'family.exceedsBalance': (lang) => m['error.family.exceedsBalance']({}, { locale: lang }),
    'family.taskNotDone': (lang) => m['error.family.taskNotDone']({}, { locale: lang }),
    'family.taskClaimed': (lang) => m['error.family.taskClaimed']({}, { locale: lang }),
    'family.checkedIn': (lang) => m['error.family.checkedIn']({}, { locale: lang }),
    'family.summonsNotFound': (lang) => m['error.family.summonsNotFound']({}, { locale: lang }),
    'family.summonsExpired': (lang) => m['error.family.summonsExpired']({}, { locale: lang }),
    'family.alreadyGrabbed': (lang) => m['error.family.alreadyGrabbed']({}, { locale: lang }),
    'family.summonsLive': (lang) => m['error.family.summonsLive']({}, { locale: lang }),
  });
}
