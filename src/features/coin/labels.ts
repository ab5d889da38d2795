// Words of the coin business screens that depend on a value: payment channels and order states, each message read by
// its literal key so a page's bundle keeps exactly these.
import type { PaymentChannel, TopUpFailReason, TopUpOrderState } from '../../domain/topup.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';

const CHANNEL_NAMES: Record<PaymentChannel, (lang: Lang) => string> = {
  dana: (lang) => m['coin.channel.dana']({}, { locale: lang }),
  ovo: (lang) => m['coin.channel.ovo']({}, { locale: lang }),
  gopay: (lang) => m['coin.channel.gopay']({}, { locale: lang }),
  shopeepay: (lang) => m['coin.channel.shopeepay']({}, { locale: lang }),
  qris: (lang) => m['coin.channel.qris']({}, { locale: lang }),
  va_bca: (lang) => m['coin.channel.vaBca']({}, { locale: lang }),
  va_bni: (lang) => m['coin.channel.vaBni']({}, { locale: lang }),
  va_bri: (lang) => m['coin.channel.vaBri']({}, { locale: lang }),
  va_mandiri: (lang) => m['coin.channel.vaMandiri']({}, { locale: lang }),
  va_permata: (lang) => m['coin.channel.vaPermata']({}, { locale: lang }),
};

/** A payment channel's name. */
export function channelName(channel: PaymentChannel, lang: Lang): string {
  return CHANNEL_NAMES[channel](lang);
}

/** The words of an order's state; a failed order says whether it was declined or cancelled. */
export function orderStateText(state: TopUpOrderState, failReason: TopUpFailReason | null, lang: Lang): string {
  const locale = { locale: lang };
  switch (state) {
    case 'pending':
      return m['coin.order.pending']({}, locale);
    case 'paid':
      return m['coin.order.paid']({}, locale);
    case 'expired':
      return m['coin.order.expired']({}, locale);
    case 'failed':
      return failReason === 'cancelled' ? m['coin.order.cancelled']({}, locale) : m['coin.order.failed']({}, locale);
  }
}
