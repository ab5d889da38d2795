// Migration 10: settlement periods and payout account changes. Published: never edit it, add a migration (server/db/migrations.ts).

/** Migration 10's SQL. */
export const EARNINGS_SECOND_PASS = `
  -- Earnings and withdrawal. The settlement periods the server has settled: one row per period, written in the same
  -- transaction as the period's settlements, so a period is settled once even when two processes run the job.
  CREATE TABLE settlement_periods (
    period TEXT NOT NULL CHECK (period IN ('daily', 'weekly', 'monthly')),
    period_start TEXT NOT NULL,
    period_end TEXT NOT NULL,
    settled_at INTEGER NOT NULL,
    PRIMARY KEY (period, period_start)
  ) STRICT;
  -- A user has at most one settlement of a period.
  CREATE UNIQUE INDEX settlements_one_per_period ON settlements(user_id, period, period_start);
  CREATE INDEX settlement_lines_by_settlement ON settlement_lines(settlement_id, id);
  CREATE INDEX settlement_events_by_settlement ON settlement_events(settlement_id, id);

  -- Where payouts may go, as it changed: each account added or replaced, how the user was re-verified, and until when
  -- withdrawals to it are held.
  CREATE TABLE withdrawal_account_events (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    method TEXT NOT NULL CHECK (method IN ('bank', 'dana', 'ovo')),
    action TEXT NOT NULL CHECK (action IN ('added', 'replaced')),
    account_masked TEXT NOT NULL,
    verified_by TEXT CHECK (verified_by IN ('appToken', 'smsCode')),
    held_until INTEGER,
    at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX withdrawal_account_events_by_user ON withdrawal_account_events(user_id, method, id);
  `;
