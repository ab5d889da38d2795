// Migration 2: roles and levels, host days, the ledger, withdrawals, settlements and transfers. Published: never edit it, add a migration (server/db/migrations.ts).

/** Migration 2's SQL. */
export const ROLES_LEDGER_AND_EARNINGS = `
  -- Roles (SPEC 6) and levels.
  ALTER TABLE users ADD COLUMN wealth_exp INTEGER NOT NULL DEFAULT 0 CHECK (wealth_exp >= 0);
  ALTER TABLE users ADD COLUMN charm_exp INTEGER NOT NULL DEFAULT 0 CHECK (charm_exp >= 0);
  CREATE INDEX idempotency_keys_by_age ON idempotency_keys(created_at);

  CREATE TABLE operators (
    user_id INTEGER PRIMARY KEY REFERENCES users(id)
  ) STRICT;

  CREATE TABLE agencies (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    head_user_id INTEGER NOT NULL UNIQUE REFERENCES users(id),
    created_at INTEGER NOT NULL
  ) STRICT;

  CREATE TABLE hosts (
    user_id INTEGER PRIMARY KEY REFERENCES users(id),
    agency_id INTEGER REFERENCES agencies(id),
    payout_type TEXT NOT NULL CHECK (payout_type IN ('daily', 'weekly')),
    payout_changed_at INTEGER,
    abc_mark INTEGER NOT NULL DEFAULT 0 CHECK (abc_mark IN (0, 1)),
    joined_date TEXT NOT NULL
  ) STRICT;

  -- One row per host and business day: live time and gift beans by gift type (SPEC 9).
  CREATE TABLE host_days (
    host_id INTEGER NOT NULL REFERENCES hosts(user_id),
    date TEXT NOT NULL,
    live_minutes INTEGER NOT NULL CHECK (live_minutes >= 0),
    beans_lucky INTEGER NOT NULL DEFAULT 0 CHECK (beans_lucky >= 0),
    beans_s_lucky INTEGER NOT NULL DEFAULT 0 CHECK (beans_s_lucky >= 0),
    beans_deluxe INTEGER NOT NULL DEFAULT 0 CHECK (beans_deluxe >= 0),
    beans_normal INTEGER NOT NULL DEFAULT 0 CHECK (beans_normal >= 0),
    PRIMARY KEY (host_id, date)
  ) STRICT;
  CREATE INDEX host_days_by_date ON host_days(date);

  CREATE TABLE violations (
    id INTEGER PRIMARY KEY,
    host_id INTEGER NOT NULL REFERENCES hosts(user_id),
    date TEXT NOT NULL,
    severity TEXT NOT NULL CHECK (severity IN ('minor', 'serious'))
  ) STRICT;
  CREATE INDEX violations_by_host ON violations(host_id, date);

  -- Coin dealers: resellers, and sub-agents with their parent (SPEC 6).
  CREATE TABLE dealers (
    user_id INTEGER PRIMARY KEY REFERENCES users(id),
    parent_user_id INTEGER REFERENCES dealers(user_id)
  ) STRICT;

  -- The ledger (DESIGN 4): every movement of coins and beans is a transaction whose entries sum to zero per
  -- currency; balances change only with entries, and user balances can never go negative.
  CREATE TABLE accounts (
    id INTEGER PRIMARY KEY,
    user_id INTEGER REFERENCES users(id),
    currency TEXT NOT NULL CHECK (currency IN ('coin', 'bean')),
    kind TEXT NOT NULL CHECK (kind IN ('available', 'frozen', 'issued', 'paid_out', 'fees', 'spent')),
    balance INTEGER NOT NULL DEFAULT 0,
    CHECK ((user_id IS NULL) = (kind IN ('issued', 'paid_out', 'fees', 'spent'))),
    CHECK (user_id IS NULL OR balance >= 0)
  ) STRICT;
  CREATE UNIQUE INDEX accounts_unique ON accounts(IFNULL(user_id, 0), currency, kind);

  CREATE TABLE ledger_transactions (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    ref_type TEXT,
    ref_id INTEGER
  ) STRICT;

  CREATE TABLE ledger_entries (
    id INTEGER PRIMARY KEY,
    tx_id INTEGER NOT NULL REFERENCES ledger_transactions(id),
    account_id INTEGER NOT NULL REFERENCES accounts(id),
    amount INTEGER NOT NULL CHECK (amount <> 0)
  ) STRICT;
  CREATE INDEX ledger_entries_by_account ON ledger_entries(account_id, id);

  CREATE TABLE withdrawal_accounts (
    user_id INTEGER NOT NULL REFERENCES users(id),
    method TEXT NOT NULL CHECK (method IN ('bank', 'dana', 'ovo')),
    bank_code TEXT,
    account_number TEXT NOT NULL,
    holder_name TEXT NOT NULL,
    phone TEXT,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, method)
  ) STRICT;

  CREATE TABLE withdrawals (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    method TEXT NOT NULL CHECK (method IN ('bank', 'dana', 'ovo')),
    bank_code TEXT,
    account_number TEXT NOT NULL,
    holder_name TEXT NOT NULL,
    phone TEXT,
    amount INTEGER NOT NULL CHECK (amount > 0),
    fee INTEGER NOT NULL CHECK (fee >= 0),
    net INTEGER NOT NULL CHECK (net > 0 AND net = amount - fee),
    status INTEGER NOT NULL CHECK (status BETWEEN 0 AND 7),
    business_date TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX withdrawals_by_user ON withdrawals(user_id, id);
  -- SPEC 9: one withdrawal per business day; a rejected (0) or failed (6) one frees the day. The database holds
  -- the rule too, so two racing submissions cannot both pass.
  CREATE UNIQUE INDEX withdrawals_one_live_per_day ON withdrawals(user_id, business_date) WHERE status NOT IN (0, 6);

  CREATE TABLE withdrawal_events (
    id INTEGER PRIMARY KEY,
    withdrawal_id INTEGER NOT NULL REFERENCES withdrawals(id),
    status INTEGER NOT NULL CHECK (status BETWEEN 0 AND 7),
    at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX withdrawal_events_by_withdrawal ON withdrawal_events(withdrawal_id, id);

  CREATE TABLE settlements (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    period TEXT NOT NULL CHECK (period IN ('daily', 'weekly', 'monthly')),
    period_start TEXT NOT NULL,
    period_end TEXT NOT NULL,
    amount INTEGER NOT NULL CHECK (amount >= 0),
    status INTEGER NOT NULL CHECK (status BETWEEN 0 AND 7),
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX settlements_by_user ON settlements(user_id, id);

  CREATE TABLE settlement_lines (
    id INTEGER PRIMARY KEY,
    settlement_id INTEGER NOT NULL REFERENCES settlements(id),
    kind TEXT NOT NULL,
    amount INTEGER NOT NULL CHECK (amount >= 0)
  ) STRICT;

  CREATE TABLE settlement_events (
    id INTEGER PRIMARY KEY,
    settlement_id INTEGER NOT NULL REFERENCES settlements(id),
    status INTEGER NOT NULL CHECK (status BETWEEN 0 AND 7),
    at INTEGER NOT NULL
  ) STRICT;

  CREATE TABLE transfers (
    id INTEGER PRIMARY KEY,
    from_user_id INTEGER NOT NULL REFERENCES users(id),
    to_user_id INTEGER NOT NULL REFERENCES users(id),
    amount INTEGER NOT NULL CHECK (amount > 0),
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX transfers_by_sender ON transfers(from_user_id, id);
  `;
