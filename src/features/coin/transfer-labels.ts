// The fixed texts of the coin transfer form (/resell, /subagent), made at build time in the page's language and passed
// in as a prop: the page carries one language's words in its HTML instead of its JavaScript shipping all four
// (DESIGN 9: the page's own code). Texts that name the brand's coin or a figure stay in the island. Import from .astro
// files only; islands import the type.
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';

/** The transfer form's fixed texts in `lang`. */
export function transferLabels(lang: Lang) {
  const locale = { locale: lang };
  return {
    idInvalid: m['coin.transfer.idInvalid']({}, locale),
    noAnswer: m['coin.transfer.noAnswer']({}, locale),
    doNotRepeat: m['common.doNotRepeat']({}, locale),
    balance: m['coin.balance']({}, locale),
    done: m['coin.transfer.done']({}, locale),
    balanceNow: m['coin.transfer.balanceNow']({}, locale),
    again: m['coin.transfer.again']({}, locale),
    backToSubAgents: m['coin.subagent.back']({}, locale),
    title: m['coin.transfer.title']({}, locale),
    changeSubAgent: m['coin.subagent.change']({}, locale),
    userId: m['coin.transfer.userId']({}, locale),
    search: m['coin.transfer.search']({}, locale),
    quick: m['coin.transfer.quick']({}, locale),
    resuming: m['coin.transfer.resuming']({}, locale),
    submit: m['coin.transfer.submit']({}, locale),
    confirmTitle: m['coin.transfer.confirmTitle']({}, locale),
    to: m['coin.receipt.to']({}, locale),
    amount: m['coin.receipt.amount']({}, locale),
    balanceAfter: m['coin.transfer.balanceAfter']({}, locale),
    subAgentBadge: m['coin.badge.subAgent']({}, locale),
    dealerBadge: m['coin.badge.dealer']({}, locale),
  };
}

/** The texts transferLabels makes. */
export type TransferLabels = ReturnType<typeof transferLabels>;
