// Migration: the operators' console (issue 28). Published once merged: never edit it, add a migration
// (server/db/migrations.ts).

/** The console's SQL: the decisions' audit trail, what a decision leaves on its row, and the queues' indexes. */
export const OPS_CONSOLE = `
  -- Every operator decision, written in the same transaction as the change it made and, where money moved, naming the
  -- ledger transaction: who (operator_user_id, null for the system), when (at), what (action, from_state -> to_state,
  -- the reason the user sees, the payout reference).
  CREATE TABLE ops_decisions (
    id INTEGER PRIMARY KEY,
    subject TEXT NOT NULL CHECK (subject IN ('withdrawal', 'settlement', 'priceList', 'application', 'ban')),
    subject_id INTEGER NOT NULL,
    owner_user_id INTEGER NOT NULL REFERENCES users(id),
    operator_user_id INTEGER REFERENCES users(id),
    action TEXT NOT NULL,
    from_state TEXT NOT NULL,
    to_state TEXT NOT NULL,
    reason TEXT,
    reference TEXT,
    ledger_tx_id INTEGER REFERENCES ledger_transactions(id),
    at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX ops_decisions_by_subject ON ops_decisions(subject, subject_id, id);

  -- What the user sees of a decision: why a withdrawal was rejected or failed, the bank's reference of a paid one (one
  -- payout per reference).
  ALTER TABLE withdrawals ADD COLUMN reason TEXT;
  ALTER TABLE withdrawals ADD COLUMN payout_reference TEXT;
  CREATE UNIQUE INDEX withdrawals_by_payout_reference ON withdrawals(payout_reference) WHERE payout_reference IS NOT NULL;

  -- A ban may end by itself (null: until an operator lifts it). An ended ban is closed (lifted_at = ends_at, nobody's)
  -- when the account is banned again.
  ALTER TABLE bans ADD COLUMN ends_at INTEGER;

  -- The withdrawal queue, oldest first, paged by (created_at, id): by status, by user, or all, each read in index order.
  CREATE INDEX withdrawals_ops_queue ON withdrawals(status, created_at, id);
  CREATE INDEX withdrawals_ops_by_user ON withdrawals(user_id, created_at, id);
  CREATE INDEX withdrawals_ops_by_time ON withdrawals(created_at, id);

  -- The console's overview: each queue counted and its oldest item found by status, and today's figures read from the
  -- ledger by kind and time, with each transaction's entries.
  CREATE INDEX settlements_ops_queue ON settlements(status, created_at);
  CREATE INDEX price_lists_ops_queue ON price_lists(status, created_at);
  CREATE INDEX agency_applications_ops_queue ON agency_applications(status, created_at);
  CREATE INDEX ledger_transactions_by_kind ON ledger_transactions(kind, created_at);
  CREATE INDEX ledger_entries_by_tx ON ledger_entries(tx_id);
  `;
