// The fixed texts of the /withdrawcash island, made at build time in the page's language and passed in as a prop: the
// page carries one language's words in its HTML instead of its JavaScript shipping all four (DESIGN 9: the page's own
// code). Texts that name the brand's bean or a figure stay in the island. Import from .astro files only; the island
// imports the type.
import { WITHDRAW_REVIEW_WORKING_DAYS_MAX, WITHDRAW_REVIEW_WORKING_DAYS_MIN, type WithdrawMethod } from '../../domain/withdrawal.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { methodName } from './labels.ts';

/** The island's fixed texts in `lang`. */
export function withdrawCashLabels(lang: Lang) {
  const locale = { locale: lang };
  return {
    available: m['withdraw.available']({}, locale),
    accountTitle: m['withdraw.accountTitle']({}, locale),
    chooseMethodFirst: m['withdraw.chooseMethodFirst']({}, locale),
    all: m['withdraw.all']({}, locale),
    resuming: m['withdraw.resuming']({}, locale),
    submit: m['withdraw.submit']({}, locale),
    doNotRepeat: m['common.doNotRepeat']({}, locale),
    confirmTitle: m['withdraw.confirm.title']({}, locale),
    reviewNote: m['withdraw.reviewNote']({ min: WITHDRAW_REVIEW_WORKING_DAYS_MIN, max: WITHDRAW_REVIEW_WORKING_DAYS_MAX }, locale),
    rulesTitle: m['withdraw.rules.title']({}, locale),
    rulesMin: m['withdraw.rules.min']({}, locale),
    rulesMax: m['withdraw.rules.max']({}, locale),
    rulesMultiple: m['withdraw.rules.multiple']({}, locale),
    /** The fee row's label of each method. */
    fees: {
      bank: m['withdraw.rules.feeBank']({}, locale),
      dana: m['withdraw.rules.feeOf']({ method: methodName('dana', lang) }, locale),
      ovo: m['withdraw.rules.feeOf']({ method: methodName('ovo', lang) }, locale),
    } satisfies Record<WithdrawMethod, string>,
    doneTitle: m['withdraw.done.title']({}, locale),
    doneView: m['withdraw.done.view']({}, locale),
    doneRecords: m['withdraw.done.records']({}, locale),
    back: m['earnings.back']({}, locale),
  };
}

/** The texts withdrawCashLabels makes. */
export type WithdrawCashLabels = ReturnType<typeof withdrawCashLabels>;
