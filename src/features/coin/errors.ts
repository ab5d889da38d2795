// Messages of the coin business area's error codes (SPEC 8): transfers, top-up, the payment callback and price lists,
// with the values they name from src/domain.
import { PRICE_LIST_REASON_MAX_CHARS } from '../../domain/price-list.ts';
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
};

const topUp: AreaErrorMessages<'topup'> = {
  'topup.packageRequired': (lang) => m['error.topup.packageRequired']({}, { locale: lang }),
  'topup.channelRequired': (lang) => m['error.topup.channelRequired']({}, { locale: lang }),
  'topup.orderNotFound': (lang) => m['error.topup.orderNotFound']({}, { locale: lang }),
  'topup.unavailable': (lang) => m['error.topup.unavailable']({}, { locale: lang }),
};

// The provider's callback is server to server; a page only meets these in the sandbox's answer, kept for completeness.
const payment: AreaErrorMessages<'payment'> = {
  'payment.orderNotFound': (lang) => m['error.payment.orderNotFound']({}, { locale: lang }),
  'payment.amountMismatch': (lang) => m['error.payment.amountMismatch']({}, { locale: lang }),
  'payment.orderExpired': (lang) => m['error.payment.orderExpired']({}, { locale: lang }),
  'payment.orderClosed': (lang) => m['error.payment.orderClosed']({}, { locale: lang }),
};

const priceList: AreaErrorMessages<'priceList'> = {
  'priceList.imageRequired': (lang) => m['error.priceList.imageRequired']({}, { locale: lang }),
  'priceList.whatsappRequired': (lang) => m['error.priceList.whatsappRequired']({}, { locale: lang }),
  'priceList.whatsappInvalid': (lang) => m['error.priceList.whatsappInvalid']({}, { locale: lang }),
  'priceList.notFound': (lang) => m['error.priceList.notFound']({}, { locale: lang }),
  'priceList.notAuditing': (lang) => m['error.priceList.notAuditing']({}, { locale: lang }),
  'priceList.reasonRequired': (lang) => m['error.priceList.reasonRequired']({}, { locale: lang }),
  'priceList.reasonTooLong': (lang) => m['error.priceList.reasonTooLong']({ max: formatNumber(PRICE_LIST_REASON_MAX_CHARS, lang) }, { locale: lang }),
};

registerErrorMessages({ ...transfer, ...topUp, ...payment, ...priceList });
