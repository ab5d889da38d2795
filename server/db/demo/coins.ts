// Past coin transfers of the dealers (SPEC 6): resellers to users and to their sub-agent, the sub-agent to users.
import { addDays } from '../../../src/domain/time.ts';
import { transferBetween } from '../../ledger.ts';
import type { DemoPlan } from './plan.ts';

/** From, to, coins, days from today. */
const TRANSFERS: readonly [number, number, number, number][] = [
  [10003, 10004, 10_000, -30], [10003, 30001, 50_000, -25], [10003, 10007, 200_000, -20], [10003, 30002, 25_000, -14],
  [10003, 30003, 100_000, -8], [10007, 30004, 20_000, -12], [10007, 30005, 15_000, -5], [10005, 30006, 30_000, -9],
];
/** Transfers are made at 15:00 UTC+7. */
const MADE_AT_HOUR = 15;

/** Writes the transfers and queues their ledger moves. */
export function seedCoinTransfers(plan: DemoPlan): void {
  for (const [from, to, amount, offset] of TRANSFERS) {
    const at = plan.at(addDays(plan.today, offset), MADE_AT_HOUR);
    plan.flows.add(from, 'coin', at, -amount);
    plan.flows.add(to, 'coin', at, amount);
    plan.later(at, () => {
      const id = Number(plan.sql('INSERT INTO transfers (from_user_id, to_user_id, amount, created_at) VALUES (?, ?, ?, ?)').run(from, to, amount, at).lastInsertRowid);
      transferBetween(plan.db, 'transfer', { userId: from, currency: 'coin', kind: 'available' }, { userId: to, currency: 'coin', kind: 'available' }, amount, at, { type: 'transfer', id });
    });
  }
}
