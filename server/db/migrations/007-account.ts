// Migration 7: account, VIP, levels and dress-ups (issue 12). Published: never edit it, add a migration (server/db/migrations.ts).

/** Migration 7's SQL. */
export const ACCOUNT = `
  -- Account, VIP, levels and dress-ups (issue 12). Sign-in by phone: each user's number (country code and national
  -- number, digits only), one account per number.
  ALTER TABLE users ADD COLUMN phone TEXT;
  CREATE UNIQUE INDEX users_by_phone ON users(phone) WHERE phone IS NOT NULL;
  -- Charm follows gifts (SPEC 9): the lifetime beans received, as coins_spent is for wealth.
  ALTER TABLE users ADD COLUMN beans_received INTEGER NOT NULL DEFAULT 0 CHECK (beans_received >= 0);

  -- SMS login codes: only an HMAC of each code is kept; a code is used once and voided after its last try.
  CREATE TABLE login_codes (
    id INTEGER PRIMARY KEY,
    phone TEXT NOT NULL,
    code_hash TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    used_at INTEGER
  ) STRICT;
  CREATE INDEX login_codes_by_phone ON login_codes(phone, id);

  -- Account cancellation: pending during the cooling period, then closed (by the account job) or withdrawn.
  CREATE TABLE account_cancellations (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    requested_at INTEGER NOT NULL,
    ends_at INTEGER NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('pending', 'withdrawn', 'closed')),
    settled_at INTEGER
  ) STRICT;
  CREATE UNIQUE INDEX account_cancellations_one_pending ON account_cancellations(user_id) WHERE state = 'pending';
  CREATE INDEX account_cancellations_due ON account_cancellations(state, ends_at);
  ALTER TABLE users ADD COLUMN closed_at INTEGER;

  -- Bans by operators (the internal ban form): one live ban per user at most; lifting keeps the record.
  CREATE TABLE bans (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    operator_user_id INTEGER NOT NULL REFERENCES users(id),
    operator_name TEXT NOT NULL,
    reason TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    lifted_at INTEGER,
    lifted_by INTEGER REFERENCES users(id)
  ) STRICT;
  CREATE UNIQUE INDEX bans_one_live ON bans(user_id) WHERE lifted_at IS NULL;

  -- VIP (SPEC 4): one membership per user (active until expires_at, then expired until renewed).
  CREATE TABLE vip_memberships (
    user_id INTEGER PRIMARY KEY REFERENCES users(id),
    level INTEGER NOT NULL CHECK (level BETWEEN 1 AND 6),
    expires_at INTEGER NOT NULL,
    level_held_until INTEGER NOT NULL,
    last_claim_date TEXT,
    rated_date TEXT NOT NULL,
    updated_at INTEGER NOT NULL
  ) STRICT;
  CREATE TABLE vip_purchases (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    days INTEGER NOT NULL CHECK (days IN (30, 90, 180)),
    price INTEGER NOT NULL CHECK (price > 0),
    level INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX vip_purchases_by_user ON vip_purchases(user_id, id);
  -- SPEC 9: the daily VIP coins, once per business day; the database holds the rule too, so two claims cannot race.
  CREATE TABLE vip_claims (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    business_date TEXT NOT NULL,
    level INTEGER NOT NULL,
    coins INTEGER NOT NULL CHECK (coins > 0),
    created_at INTEGER NOT NULL,
    UNIQUE (user_id, business_date)
  ) STRICT;

  -- Dress-ups: what each user owns (one row per item, extended by later purchases), one worn per category.
  CREATE TABLE decor_owned (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    item_id TEXT NOT NULL,
    category TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    worn INTEGER NOT NULL DEFAULT 0 CHECK (worn IN (0, 1)),
    acquired_at INTEGER NOT NULL,
    UNIQUE (user_id, item_id)
  ) STRICT;
  CREATE UNIQUE INDEX decor_one_worn_per_category ON decor_owned(user_id, category) WHERE worn = 1;
  CREATE TABLE decor_purchases (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    item_id TEXT NOT NULL,
    days INTEGER NOT NULL CHECK (days > 0),
    price INTEGER NOT NULL CHECK (price >= 0),
    source TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX decor_purchases_by_user ON decor_purchases(user_id, id);

  -- Follows, and the streams open right now (a stream becomes a live_sessions row when it ends).
  CREATE TABLE follows (
    id INTEGER PRIMARY KEY,
    follower_id INTEGER NOT NULL REFERENCES users(id),
    followee_id INTEGER NOT NULL REFERENCES users(id),
    created_at INTEGER NOT NULL,
    UNIQUE (follower_id, followee_id),
    CHECK (follower_id <> followee_id)
  ) STRICT;
  CREATE INDEX follows_by_follower ON follows(follower_id, id);
  CREATE TABLE live_now (
    host_id INTEGER PRIMARY KEY REFERENCES hosts(user_id),
    started_at INTEGER NOT NULL
  ) STRICT;
  `;
