// The reference server's sandbox payment provider (DESIGN 11): its own pay page with Pay / Fail / Cancel, served
// under a Content-Security-Policy of its own (no script at all: plain forms), and the signed server-to-server callback
// it sends, exactly as a real gateway would, to POST /api/pay/callback; what the payer chose is kept by
// server/coin/sandbox.ts. Only with the development payment secret (config.paymentSandbox); a server with an
// operator's secret has no sandbox.
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Envelope } from '../../src/contract/envelope.ts';
import { OK_CODE, errorName } from '../../src/contract/errors.ts';
import { orderStateAt, type PaymentChannel, type TopUpOrderState } from '../../src/domain/topup.ts';
import { formatIdr, formatNumber } from '../../src/lib/format.ts';
import { formatDateTime } from '../../src/lib/format-date.ts';
import { HTML_LANG, isLang, type Lang } from '../../src/lib/language.ts';
import { pageHref } from '../../src/lib/paths.ts';
import { paymentSignature, type OrderRow, type PaymentProvider, type PaymentStatus } from '../coin/payments.ts';
import { decidePayment, orderWithToken, recordMerchantAnswer, sandboxPayment, type SandboxRow } from '../coin/sandbox.ts';
import type { Db } from '../db/database.ts';
import type { Clock } from '../services/clock.ts';
import { serverMessage as t } from './messages.ts';
import { parseIntegerField } from '../../src/domain/integer.ts';

/** Where the sandbox's pay pages live. */
export const SANDBOX_PAY_PREFIX = '/sandbox-pay/';

/** The payer's choices on the sandbox page, and what each tells the merchant. */
const ACTIONS = { pay: 'paid', fail: 'declined', cancel: 'cancelled' } as const satisfies Record<string, PaymentStatus>;

/** The page's only style, allowed by its hash: nothing else may run or load. */
const STYLE = `body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans CJK SC','PingFang SC',sans-serif;color:#1d1d23;background:#eef1f6}main{max-width:420px;margin:0 auto;padding:16px}
.tag{margin:0 0 12px;padding:8px 12px;border-radius:8px;background:#fff4e5;color:#7a4b00;font-size:14px}
section{padding:16px;border-radius:12px;background:#fff}h1{margin:0 0 12px;font-size:20px}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 16px}
dt{color:#6b6b76}dd{margin:0;text-align:right;font-weight:600}form{display:grid;gap:8px;margin:0}button,a.btn{display:block;min-height:44px;border:1px solid #d0d5dd;border-radius:22px;background:#fff;font:inherit;text-align:center;text-decoration:none;color:inherit;line-height:42px}
html:lang(zh-TW) body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans CJK TC','PingFang TC',sans-serif}
button.pay{border-color:#0b6bcb;background:#0b6bcb;color:#fff}p{margin:0 0 12px}.result{font-size:18px;font-weight:600}`;
const STYLE_HASH = `sha256-${createHash('sha256').update(STYLE).digest('base64')}`;

/** The pay page's own policy: its style by hash, forms back to this server only, no script, no framing. */
export const SANDBOX_PAGE_HEADERS = {
  'Content-Security-Policy': `default-src 'none'; style-src '${STYLE_HASH}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  'X-Content-Type-Options': 'nosniff',
  // The address carries the order's pay token.
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
} as const;

/** The sandbox as a provider: the pay link of an order. */
export const sandboxProvider: PaymentProvider = {
  payUrl: ({ id, payToken }) => `${SANDBOX_PAY_PREFIX}${id}?token=${payToken}`,
};

/** Sends a signed callback to the merchant and resolves to its answer. */
export type Deliver = (body: URLSearchParams) => Promise<Envelope<unknown>>;

/** HTML-escapes a text for an element or a quoted attribute. */
function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The sandbox sub-app; `deliver` posts a callback to the merchant (this server's own callback endpoint). */
export function sandboxPayApp(db: Db, clock: Clock, secret: string, deliver: Deliver) {
  /** The order of the request when its token matches, else null. */
  const authorised = (c: Context, token: string): OrderRow | null => {
    const id = parseIntegerField(c.req.param('id'), { min: 1 }) ?? 0;
    return id > 0 ? orderWithToken(db, id, token) : null;
  };

  /** Signs and sends the callback of a decided payment; records the merchant's answer. */
  const notify = async (order: OrderRow, row: SandboxRow) => {
    const fields: Record<string, string> = {
      order_id: String(order.id),
      provider_tx_id: row.provider_tx_id,
      status: row.outcome,
      amount: String(order.price_idr),
    };
    fields['sign'] = paymentSignature(fields, secret);
    let code: number;
    try {
      code = (await deliver(new URLSearchParams(fields))).code;
    } catch {
      code = -1;
    }
    recordMerchantAnswer(db, order.id, code, clock.now());
  };

  return new Hono()
    .get(`${SANDBOX_PAY_PREFIX}:id`, (c) => {
      const order = authorised(c, c.req.query('token') ?? '');
      if (!order) return page(c, 'en', t('coin.sandbox.notFound', 'en'), '', 404);
      const lang: Lang = isLang(order.lang) ? order.lang : 'en';
      return page(c, lang, t('coin.sandbox.title', lang), render(order, sandboxPayment(db, order.id) ?? null, clock.now(), lang));
    })
    .post(`${SANDBOX_PAY_PREFIX}:id`, async (c) => {
      let form: Record<string, string | File>;
      try {
        form = await c.req.parseBody();
      } catch {
        return c.text('Bad request', 400);
      }
      const token = typeof form['token'] === 'string' ? form['token'] : '';
      const action = typeof form['action'] === 'string' ? form['action'] : '';
      const order = authorised(c, token);
      if (!order) return page(c, 'en', t('coin.sandbox.notFound', 'en'), '', 404);
      const back = c.redirect(sandboxProvider.payUrl({ id: order.id, payToken: order.pay_token, lang: 'en' }), 303);
      if (action === 'resend') {
        const row = sandboxPayment(db, order.id);
        if (row) await notify(order, row);
        return back;
      }
      if (!Object.prototype.hasOwnProperty.call(ACTIONS, action)) return back;
      const outcome = ACTIONS[action as keyof typeof ACTIONS];
      // The payer decides once, and only while the order can be paid.
      const decided = decidePayment(db, order, outcome, clock.now());
      if (decided) await notify(order, decided);
      return back;
    });
}

/** The page body for an order: what is paid, and the buttons or the outcome. */
function render(order: OrderRow, row: SandboxRow | null, now: number, lang: Lang): string {
  const coins = order.coins + order.bonus_coins;
  const state: TopUpOrderState = orderStateAt({ state: order.status, expiresAt: order.expires_at }, now);
  const facts: [string, string][] = [
    [t('coin.sandbox.order', lang), `#${order.id}`],
    [t('coin.sandbox.amount', lang), formatIdr(order.price_idr, lang)],
    [t('coin.sandbox.channel', lang), channelName(order.channel, lang)],
    [t('coin.sandbox.coins', lang), formatNumber(coins, lang)],
    [t('coin.sandbox.payBefore', lang), formatDateTime(order.expires_at, lang)],
  ];
  const list = `<dl>${facts.map(([k, v]) => `<dt>${escape(k)}</dt><dd>${escape(v)}</dd>`).join('')}</dl>`;
  const backHref = pageHref('/dukurecharge', lang, { order: order.id });
  const backLink = `<a class="btn" href="${escape(backHref)}">${escape(t('coin.sandbox.back', lang))}</a>`;
  const token = `<input type="hidden" name="token" value="${escape(order.pay_token)}">`;
  if (row) {
    const result = { paid: t('coin.sandbox.paid', lang), declined: t('coin.sandbox.declined', lang), cancelled: t('coin.sandbox.cancelled', lang) }[row.outcome];
    const answer =
      row.answer_code === null
        ? t('coin.sandbox.notNotified', lang)
        : t('coin.sandbox.notified', lang, { answer: row.answer_code === OK_CODE ? t('coin.sandbox.answerOk', lang) : answerText(row.answer_code, lang) });
    return `${list}<p class="result" role="status">${escape(result)}</p><p>${escape(answer)}</p>
<form method="post">${token}<button name="action" value="resend">${escape(t('coin.sandbox.resend', lang))}</button>${backLink}</form>`;
  }
  if (state !== 'pending') {
    const closed = state === 'expired' ? t('coin.sandbox.expired', lang) : t('coin.sandbox.closed', lang);
    return `${list}<p class="result" role="status">${escape(closed)}</p>${backLink}`;
  }
  return `${list}<form method="post">${token}
<button class="pay" name="action" value="pay">${escape(t('coin.sandbox.pay', lang))}</button>
<button name="action" value="fail">${escape(t('coin.sandbox.fail', lang))}</button>
<button name="action" value="cancel">${escape(t('coin.sandbox.cancel', lang))}</button></form>`;
}

/** The merchant's refusal in words (the payment callback's codes), with its code. */
function answerText(code: number, lang: Lang): string {
  const name = errorName(code);
  const key = name?.startsWith('payment.') || name === 'badSign' || name === 'invalidParams' ? (`error.${name}` as const) : 'error.generic';
  return `${t(key, lang)} (${code})`;
}

/** Each channel's name, from the recharge page's messages. */
const CHANNEL_NAMES: Record<PaymentChannel, (lang: Lang) => string> = {
  dana: (lang) => t('coin.channel.dana', lang),
  ovo: (lang) => t('coin.channel.ovo', lang),
  gopay: (lang) => t('coin.channel.gopay', lang),
  shopeepay: (lang) => t('coin.channel.shopeepay', lang),
  qris: (lang) => t('coin.channel.qris', lang),
  va_bca: (lang) => t('coin.channel.vaBca', lang),
  va_bni: (lang) => t('coin.channel.vaBni', lang),
  va_bri: (lang) => t('coin.channel.vaBri', lang),
  va_mandiri: (lang) => t('coin.channel.vaMandiri', lang),
  va_permata: (lang) => t('coin.channel.vaPermata', lang),
};

/** A channel's name in `lang` (an unknown one as it is). */
function channelName(channel: string, lang: Lang): string {
  return Object.prototype.hasOwnProperty.call(CHANNEL_NAMES, channel) ? CHANNEL_NAMES[channel as PaymentChannel](lang) : channel;
}

/** The whole HTML page with its policy. */
function page(c: Context, lang: Lang, title: string, body: string, status: 200 | 404 = 200) {
  const html = `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main><p class="tag">${escape(t('coin.sandbox.notice', lang))}</p><section><h1>${escape(title)}</h1>${body}</section></main></body></html>`;
  return c.html(html, status, SANDBOX_PAGE_HEADERS);
}
