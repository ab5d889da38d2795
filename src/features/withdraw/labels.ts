// Names the withdraw screens show for methods and accounts, each message read by its literal key so an
// island's bundle keeps only the texts it uses.
import type { BoundAccountView } from '../../contract/withdraw.ts';
import { findBank } from '../../domain/banks.ts';
import type { WithdrawMethod } from '../../domain/withdrawal.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';

/** "Bank card", "DANA", "OVO". */
export function methodName(method: WithdrawMethod, lang: Lang): string {
  const locale = { locale: lang };
  if (method === 'bank') return m['withdraw.method.bank']({}, locale);
  return method === 'dana' ? m['withdraw.method.dana']({}, locale) : m['withdraw.method.ovo']({}, locale);
}

/** What a link to /addAccount says: "Link your bank card" / "Change DANA account". */
export function bindLinkText(method: WithdrawMethod, bound: boolean, lang: Lang): string {
  const locale = { locale: lang };
  const name = { method: methodName(method, lang) };
  if (method === 'bank') return bound ? m['withdraw.changeBank']({}, locale) : m['withdraw.bindBank']({}, locale);
  return bound ? m['withdraw.changeWallet'](name, locale) : m['withdraw.bindWallet'](name, locale);
}

/** "No bank card is linked yet." / "No OVO account is linked yet." */
export function noAccountText(method: WithdrawMethod, lang: Lang): string {
  const locale = { locale: lang };
  return method === 'bank' ? m['withdraw.noBank']({}, locale) : m['withdraw.noWallet']({ method: methodName(method, lang) }, locale);
}

/** An account in one line: "BCA ******7890" for a bank card, "DANA ******7890" for an e-wallet. */
export function accountLine(account: Pick<BoundAccountView, 'method' | 'bankCode' | 'accountMasked'>, lang: Lang): string {
  const where = account.method === 'bank' ? (findBank(account.bankCode)?.code ?? account.bankCode ?? '') : methodName(account.method, lang);
  return `${where} ${account.accountMasked}`.trim();
}

/** The bank's full name, or its code when the list no longer has it. */
export function bankName(code: string | null): string {
  return findBank(code)?.name ?? code ?? '';
}
