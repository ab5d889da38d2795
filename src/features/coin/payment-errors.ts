// Messages of the payment callback's error codes (DESIGN 11), so the client's catalogue names every code. The callback
// is server to server and no page meets them, so no page loads this file; the sandbox provider's page shows the same
// messages as the merchant's answer (server/coin/sandbox.ts).
import { registerErrorMessages, type AreaErrorMessages } from '../../lib/error-messages.ts';
import { m } from '../../lib/messages.ts';

const payment: AreaErrorMessages<'payment'> = {
  'payment.orderNotFound': (lang) => m['error.payment.orderNotFound']({}, { locale: lang }),
  'payment.amountMismatch': (lang) => m['error.payment.amountMismatch']({}, { locale: lang }),
  'payment.orderExpired': (lang) => m['error.payment.orderExpired']({}, { locale: lang }),
  'payment.orderClosed': (lang) => m['error.payment.orderClosed']({}, { locale: lang }),
};

registerErrorMessages(payment);
