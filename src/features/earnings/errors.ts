// Messages of the earnings area's error codes (payout type change, settlements).
import { PAYOUT_CHANGE_LOCK_DAYS } from '../../domain/payout-change.ts';
import { registerErrorMessages, type AreaErrorMessages } from '../../lib/error-messages.ts';
import { m } from '../../lib/messages.ts';

const payout: AreaErrorMessages<'payout'> = {
  'payout.sameType': (lang) => m['error.payout.sameType']({}, { locale: lang }),
  'payout.notMonday': (lang) => m['error.payout.notMonday']({}, { locale: lang }),
  'payout.locked': (lang) => m['error.payout.locked']({ payoutLockDays: String(PAYOUT_CHANGE_LOCK_DAYS) }, { locale: lang }),
};

const settlement: AreaErrorMessages<'settlement'> = {
  'settlement.notFound': (lang) => m['error.settlement.notFound']({}, { locale: lang }),
  'settlement.statusFinal': (lang) => m['error.settlement.statusFinal']({}, { locale: lang }),
};

registerErrorMessages({ ...payout, ...settlement });
