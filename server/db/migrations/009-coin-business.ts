// Migration 9: payment orders, the sandbox provider, price lists. Published: never edit it, add a migration (server/db/migrations.ts).

/** Migration 9's SQL. */
export const COIN_BUSINESS = `
  -- Coin business (DESIGN 11). Payment orders: a paid order names the provider's transaction (once: a transaction pays
  -- one order) and the ledger transaction that credited it (server/topups.ts).
  CREATE TABLE topup_orders (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    package_id TEXT NOT NULL,
    coins INTEGER NOT NULL CHECK (coins > 0),
    bonus_coins INTEGER NOT NULL CHECK (bonus_coins >= 0),
    price_idr INTEGER NOT NULL CHECK (price_idr > 0),
    channel TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'failed', 'expired')),
    fail_reason TEXT CHECK (fail_reason IN ('declined', 'cancelled')),
    -- the secret of the order's pay link (the sandbox provider's page), so no one else can act on it
    pay_token TEXT NOT NULL,
    lang TEXT NOT NULL,
    provider_tx_id TEXT UNIQUE,
    ledger_tx_id INTEGER UNIQUE REFERENCES ledger_transactions(id),
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    paid_at INTEGER,
    updated_at INTEGER NOT NULL,
    CHECK ((status = 'paid') = (ledger_tx_id IS NOT NULL)),
    CHECK (status <> 'paid' OR (provider_tx_id IS NOT NULL AND paid_at IS NOT NULL)),
    CHECK ((status = 'failed') = (fail_reason IS NOT NULL))
  ) STRICT;
  CREATE INDEX topup_orders_by_user ON topup_orders(user_id, id);
  CREATE INDEX topup_orders_pending ON topup_orders(expires_at) WHERE status = 'pending';

  -- The reference server's sandbox payment provider: what the payer chose on its page, and the callback it sent.
  CREATE TABLE sandbox_payments (
    order_id INTEGER PRIMARY KEY REFERENCES topup_orders(id),
    provider_tx_id TEXT NOT NULL UNIQUE,
    outcome TEXT NOT NULL CHECK (outcome IN ('paid', 'declined', 'cancelled')),
    decided_at INTEGER NOT NULL,
    notified_at INTEGER,
    answer_code INTEGER
  ) STRICT;

  -- Dealers' price lists (SPEC 3): one image and the WhatsApp number users reach the dealer on, reviewed together by
  -- an operator. A dealer has at most one submission under review; the latest approved one is live.
  CREATE TABLE price_lists (
    id INTEGER PRIMARY KEY,
    dealer_user_id INTEGER NOT NULL REFERENCES dealers(user_id),
    upload_id TEXT NOT NULL REFERENCES uploads(id),
    whatsapp TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('auditing', 'rejected', 'approved', 'replaced')),
    reason TEXT,
    created_at INTEGER NOT NULL,
    reviewed_at INTEGER,
    reviewer_user_id INTEGER REFERENCES users(id),
    CHECK ((status = 'rejected') = (reason IS NOT NULL))
  ) STRICT;
  CREATE INDEX price_lists_by_dealer ON price_lists(dealer_user_id, status, id);
  CREATE UNIQUE INDEX price_lists_one_auditing ON price_lists(dealer_user_id) WHERE status = 'auditing';
  CREATE INDEX transfers_by_receiver ON transfers(to_user_id, id);
  `;
