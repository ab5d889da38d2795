// The demo history (DESIGN 5, 11): one module per area under server/demo/, each planning its part from the same
// `now` and posting through the ledger on one timeline. A new area adds its module and one line here.
import type { DatabaseSync } from 'node:sqlite';
import { seedAccountArea } from './account.ts';
import { seedAccounts } from './accounts.ts';
import { seedAgencies } from './agency.ts';
import { seedApplicantStreams } from './applicants.ts';
import { DEMO_BEANS, seedOpeningBalances } from './balances.ts';
import { seedCoinBusiness } from './coins.ts';
import { seedFamilies } from './families.ts';
import { seedEvents } from './events.ts';
import { seedLiveDays } from './live.ts';
import { DemoPlan } from './plan.ts';
import { seedSettlements } from './settlements.ts';
import { seedTurntables } from './turntable.ts';
import { seedAccountChangeHost, seedWithdrawals } from './withdrawals.ts';
import { seedTasksAndMarble } from './tasks.ts';

/** Writes the demo history as of `now` into a database whose demo accounts exist; deterministic for a given `now`. */
export function seedDemoData(db: DatabaseSync, now: number): void {
  const plan = new DemoPlan(db, now);
  const cast = seedAccounts(plan);
  seedAgencies(plan);
  const live = seedLiveDays(plan, cast);
  seedApplicantStreams(plan);
  seedAccountArea(plan, cast, live);
  seedSettlements(plan);
  seedWithdrawals(plan, DEMO_BEANS[10001] ?? 0);
  seedAccountChangeHost(plan);
  seedCoinBusiness(plan);
  seedTurntables(plan);
  seedTasksAndMarble(plan);
  seedFamilies(plan);
  seedEvents(plan, cast);
  seedOpeningBalances(plan);
  plan.replay();
}
