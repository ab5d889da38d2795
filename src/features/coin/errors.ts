// Messages of the coin transfer's error codes (SPEC 8), with the values they name from src/domain. The top-up's and the
// price lists' are in topup-errors.ts and price-list-errors.ts, so each page ships its own.
import { RESALE_ABOVE_COINS, RESALE_MULTIPLE_COINS } from '../../domain/transfer.ts';
import { registerErrorMessages, type AreaErrorMessages } from '../../lib/error-messages.ts';
import { formatNumber } from '../../lib/format.ts';
import { m } from '../../lib/messages.ts';

const transfer: AreaErrorMessages<'transfer'> = {
  'transfer.targetNotSearched': (lang) => m['error.transfer.targetNotSearched']({}, { locale: lang }),
  'transfer.selfTransfer': (lang) => m['error.transfer.selfTransfer']({}, { locale: lang }),
  'transfer.targetIsDealer': (lang) => m['error.transfer.targetIsDealer']({}, { locale: lang }),
  'transfer.amountRequired': (lang) => m['error.transfer.amountRequired']({}, { locale: lang }),
  'transfer.amountInvalid': (lang) => m['error.transfer.amountInvalid']({}, { locale: lang }),
  'transfer.amountTooSmall': (lang) => m['error.transfer.amountTooSmall']({ resaleAbove: formatNumber(RESALE_ABOVE_COINS, lang) }, { locale: lang }),
  'transfer.notMultiple': (lang) => m['error.transfer.notMultiple']({ resaleMultiple: formatNumber(RESALE_MULTIPLE_COINS, lang) }, { locale: lang }),
  'transfer.exceedsBalance': (lang) => m['error.transfer.exceedsBalance']({}, { locale: lang }),
  'transfer.receiverNotActive': (lang) => m['error.transfer.receiverNotActive']({}, { locale: lang }),
};

registerErrorMessages(transfer);
