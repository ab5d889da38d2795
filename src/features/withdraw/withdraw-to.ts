// The way into a method's withdrawal, as /selwithdrawalMethod offers it: apart from labels.ts, so the texts ship with
// that screen only.
import type { WithdrawMethod } from '../../domain/withdrawal.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { methodName } from './labels.ts';

/** "Withdraw to bank card" / "Withdraw to DANA". */
export function withdrawToText(method: WithdrawMethod, lang: Lang): string {
  const locale = { locale: lang };
  return method === 'bank'
    ? m['withdraw.withdrawToBank']({}, locale)
    : m['withdraw.withdrawToWallet']({ method: methodName(method, lang) }, locale);
}
