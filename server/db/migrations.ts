// Schema migrations, in order, one file per step under server/db/migrations/; PRAGMA user_version counts the ones
// applied. Never edit a published migration: add a new file and its line at the end of MIGRATIONS.
import type { DatabaseSync } from 'node:sqlite';
import { USERS_AND_SESSIONS } from './migrations/001-users-and-sessions.ts';
import { ROLES_LEDGER_AND_EARNINGS } from './migrations/002-roles-ledger-and-earnings.ts';
import { META } from './migrations/003-meta.ts';
import { HASHED_SESSIONS } from './migrations/004-hashed-sessions.ts';
import { SHARED_SERVICES } from './migrations/005-shared-services.ts';
import { AGENCIES } from './migrations/006-agencies.ts';
import { ACCOUNT } from './migrations/007-account.ts';
import { TURNTABLES } from './migrations/008-turntables.ts';
import { COIN_BUSINESS } from './migrations/009-coin-business.ts';
import { EARNINGS_SECOND_PASS } from './migrations/010-earnings-second-pass.ts';
import { TASKS_AND_MARBLE } from './migrations/011-tasks-and-marble.ts';
import { FAMILIES } from './migrations/012-families.ts';
import { EVENTS } from './migrations/013-events.ts';
import { TRUST } from './migrations/014-trust.ts';
import { OPS_CONSOLE } from './migrations/015-operators-console.ts';
import { ACCOUNT_AND_AGENCIES_SECOND_PASS } from './migrations/016-account-coin-agency.ts';
import { AGENCY_THIRD_PASS } from './migrations/017-agency-applicants.ts';
import { DECOR_CATALOGUE } from './migrations/018-decor-catalogue.ts';
import { FAMILY_HANDOVER } from './migrations/019-family-handover.ts';
import { AGENCY_CLOSE } from './migrations/020-agency-close.ts';
import { SPECIAL_IDS } from './migrations/021-special-id.ts';

/** Each entry is one migration's SQL, in the order they landed. */
export const MIGRATIONS: readonly string[] = [
  USERS_AND_SESSIONS,
  ROLES_LEDGER_AND_EARNINGS,
  META,
  HASHED_SESSIONS,
  SHARED_SERVICES,
  AGENCIES,
  ACCOUNT,
  TURNTABLES,
  COIN_BUSINESS,
  EARNINGS_SECOND_PASS,
  TASKS_AND_MARBLE,
  FAMILIES,
  EVENTS,
  TRUST,
  OPS_CONSOLE,
  ACCOUNT_AND_AGENCIES_SECOND_PASS,
  AGENCY_THIRD_PASS,
  DECOR_CATALOGUE,
  FAMILY_HANDOVER,
  AGENCY_CLOSE,
  SPECIAL_IDS,
];

/**
 * Applies the migrations not yet applied; returns true when the database was empty before. Runs inside the caller's
 * write transaction, which reads the version too, so two processes opening one fresh file never both migrate it.
 */
export function migrate(db: DatabaseSync): boolean {
  if (!db.isTransaction) throw new Error('migrate() runs inside a transaction');
  const from = (db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version;
  for (let version = from; version < MIGRATIONS.length; version++) db.exec(MIGRATIONS[version] ?? '');
  if (from < MIGRATIONS.length) db.exec(`PRAGMA user_version = ${MIGRATIONS.length}`);
  return from === 0;
}
