// Messages of the price lists' error codes (SPEC 3, DESIGN 11), with the limit they name from src/domain.
import { PRICE_LIST_REASON_MAX_CHARS } from '../../domain/price-list.ts';
import { registerErrorMessages, type AreaErrorMessages } from '../../lib/error-messages.ts';
import { formatNumber } from '../../lib/format.ts';
import { m } from '../../lib/messages.ts';

const priceList: AreaErrorMessages<'priceList'> = {
  'priceList.imageRequired': (lang) => m['error.priceList.imageRequired']({}, { locale: lang }),
  'priceList.whatsappRequired': (lang) => m['error.priceList.whatsappRequired']({}, { locale: lang }),
  'priceList.whatsappInvalid': (lang) => m['error.priceList.whatsappInvalid']({}, { locale: lang }),
  'priceList.notFound': (lang) => m['error.priceList.notFound']({}, { locale: lang }),
  'priceList.notAuditing': (lang) => m['error.priceList.notAuditing']({}, { locale: lang }),
  'priceList.reasonRequired': (lang) => m['error.priceList.reasonRequired']({}, { locale: lang }),
  'priceList.reasonTooLong': (lang) => m['error.priceList.reasonTooLong']({ max: formatNumber(PRICE_LIST_REASON_MAX_CHARS, lang) }, { locale: lang }),
};

registerErrorMessages(priceList);
