// Dealers' price lists and the coin dealer list (SPEC 3: price-list image states; DESIGN 11: operator review). Pure
// and shared by the price-list page, the dealer list and the server. Erasable TypeScript.
import { phoneWithAreaCode } from './phone.ts';

/**
 * SPEC 3 "auditing" and "audit failed", plus "approved" once an operator accepts it, and "replaced" for a submission
 * the dealer replaced before it was reviewed (never shown).
 */
export const PRICE_LIST_STATES = ['auditing', 'rejected', 'approved', 'replaced'] as const;
/** A price-list submission's state. */
export type PriceListState = (typeof PRICE_LIST_STATES)[number];

/** Assumed (docs/rules.md): the reason an operator gives for refusing a price list, at most this many characters. */
export const PRICE_LIST_REASON_MAX_CHARS = 200;

/** Why a price-list submission is refused on the form. */
export type PriceListError = 'imageRequired' | 'whatsappRequired' | 'whatsappInvalid';

/**
 * A submission: one image and the WhatsApp number users contact the dealer on; both are reviewed together, so what the
 * dealer list shows is always what an operator approved.
 */
export function checkPriceListSubmission(draft: {
  imageId: string | null;
  whatsapp: string | null;
}): { ok: true; whatsapp: string } | { ok: false; error: PriceListError } {
  if (!draft.imageId) return { ok: false, error: 'imageRequired' };
  const raw = (draft.whatsapp ?? '').trim();
  if (raw === '') return { ok: false, error: 'whatsappRequired' };
  // assumed (docs/rules.md): the same "with area code" rule as an agency's WhatsApp (WhatsApp needs the country code).
  const whatsapp = phoneWithAreaCode(raw);
  return whatsapp === null ? { ok: false, error: 'whatsappInvalid' } : { ok: true, whatsapp };
}

/** Why an operator's refusal is not accepted. */
export type ReviewReasonError = 'reasonRequired' | 'reasonTooLong';

/** DESIGN 11: a refusal names its reason, 1-200 characters after trimming (counted in code points). */
export function checkRefusalReason(raw: string | null | undefined): { ok: true; reason: string } | { ok: false; error: ReviewReasonError } {
  const reason = (raw ?? '').trim();
  if (reason === '') return { ok: false, error: 'reasonRequired' };
  if ([...reason].length > PRICE_LIST_REASON_MAX_CHARS) return { ok: false, error: 'reasonTooLong' };
  return { ok: true, reason };
}

/** The WhatsApp link of a number checked by checkPriceListSubmission (digits with the country code), the chat opening with `text` when given. */
export function whatsappLink(digits: string, text = ''): string {
  const link = `https://wa.me/${digits.replace(/\D/g, '')}`;
  return text === '' ? link : `${link}?text=${encodeURIComponent(text)}`;
}
