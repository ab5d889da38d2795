// Schema migrations, in order; PRAGMA user_version counts the ones applied. Never edit a published migration:
// add a new one.
import type { DatabaseSync } from 'node:sqlite';
import { RED_PACKET_GRABS_PER_DAY_MAX, RED_PACKET_MAX_COINS, RED_PACKET_MIN_COINS, RED_PACKET_PACKETS_PER_DAY } from '../../src/domain/red-packet.ts';

/** Each entry is one migration's SQL. */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    nickname TEXT NOT NULL,
    gender TEXT NOT NULL CHECK (gender IN ('female', 'male')),
    -- the token the app passes in the query (DESIGN 3); the demo accounts use 'demo'
    app_token TEXT NOT NULL,
    created_at INTEGER NOT NULL
  ) STRICT;

  CREATE TABLE sessions (
    token TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    package_type TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX sessions_by_user ON sessions(user_id);

  CREATE TABLE idempotency_keys (
    user_id INTEGER NOT NULL REFERENCES users(id),
    endpoint TEXT NOT NULL,
    key TEXT NOT NULL,
    body_hash TEXT NOT NULL,
    response TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, endpoint, key)
  ) STRICT;
  `,
  `
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
  `,
  `
  -- Facts about the database itself, such as when its demo data was seeded (server/db/demo).
  CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  ) STRICT;
  `,
  `
  -- Sessions keep only a hash of their token, and which app login (a hash of the app token) made them. Sessions of
  -- the earlier shape are dropped: their pages sign in again at the next entry.
  DROP TABLE sessions;
  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    package_type TEXT NOT NULL,
    app_token_hash TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX sessions_by_user ON sessions(user_id, created_at);
  `,
  `
  -- Shared by the areas (DESIGN 11). Coins spent through the ledger, for wealth exp (server/coins.ts).
  ALTER TABLE users ADD COLUMN coins_spent INTEGER NOT NULL DEFAULT 0 CHECK (coins_spent >= 0);

  -- Verifiable draws: one secret seed per game and business day; its SHA-256 is public before the first draw.
  CREATE TABLE draw_seeds (
    game TEXT NOT NULL,
    period TEXT NOT NULL,
    seed TEXT NOT NULL,
    commitment TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game, period)
  ) STRICT;

  -- Uploaded images (agency avatars, price lists): the bytes under a random id, with the type read from them.
  CREATE TABLE uploads (
    id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    content_type TEXT NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
    size INTEGER NOT NULL CHECK (size > 0),
    bytes BLOB NOT NULL,
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX uploads_by_user ON uploads(user_id, created_at);

  -- A host's live sessions (SPEC 9): a session counts for the business day (UTC+7) it started on; only sessions of
  -- at least a minute are valid, and a day's valid minutes make host_days.live_minutes.
  CREATE TABLE live_sessions (
    id INTEGER PRIMARY KEY,
    host_id INTEGER NOT NULL REFERENCES hosts(user_id),
    date TEXT NOT NULL,
    started_at INTEGER NOT NULL,
    ended_at INTEGER NOT NULL CHECK (ended_at > started_at)
  ) STRICT;
  CREATE INDEX live_sessions_by_host ON live_sessions(host_id, date, started_at);
  `,
  `
  -- Events (DESIGN 11, src/events). Boards read the ledger by time.
  CREATE INDEX ledger_transactions_by_time ON ledger_transactions(created_at);

  -- A reward of an event round claimed once per participant (a user, or an agency through its head).
  CREATE TABLE event_claims (
    id INTEGER PRIMARY KEY,
    event TEXT NOT NULL,
    round_key TEXT NOT NULL,
    reward INTEGER NOT NULL CHECK (reward >= 0),
    participant INTEGER NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users(id),
    coins INTEGER NOT NULL CHECK (coins > 0),
    claimed_at INTEGER NOT NULL,
    UNIQUE (event, round_key, reward, participant)
  ) STRICT;
  CREATE INDEX event_claims_by_user ON event_claims(user_id, event);

  -- Friends who signed up in the app with an invitation (the app writes them; the demo seeds them).
  CREATE TABLE event_invites (
    invitee_user_id INTEGER PRIMARY KEY,
    inviter_user_id INTEGER NOT NULL,
    joined_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX event_invites_by_time ON event_invites(joined_at);

  -- PK battles of the PK events, fought in the app (which writes them; the demo seeds them). Sides are host user ids or
  -- agency ids as the event says; the scores stay null until the battle is over.
  CREATE TABLE pk_battles (
    id INTEGER PRIMARY KEY,
    event TEXT NOT NULL,
    round_key TEXT NOT NULL,
    slot TEXT NOT NULL,
    side_a INTEGER NOT NULL,
    side_b INTEGER NOT NULL CHECK (side_b <> side_a),
    started_at INTEGER NOT NULL,
    ended_at INTEGER NOT NULL CHECK (ended_at > started_at),
    score_a INTEGER CHECK (score_a >= 0),
    score_b INTEGER CHECK (score_b >= 0),
    CHECK ((score_a IS NULL) = (score_b IS NULL)),
    UNIQUE (event, round_key, slot)
  ) STRICT;

  -- Ramadan red packets (SPEC 9). The day's pool can never go below zero packets or coins, a user grabs once per period
  -- and at most ${RED_PACKET_GRABS_PER_DAY_MAX} times a day, and every grab takes its packet and coins from the pool: the database holds each rule
  -- even if two grabs race past the checks before it.
  CREATE TABLE red_packet_pools (
    date TEXT PRIMARY KEY,
    packets_left INTEGER NOT NULL CHECK (packets_left >= 0),
    coins_left INTEGER NOT NULL CHECK (coins_left >= 0)
  ) STRICT;
  CREATE TABLE red_packet_grabs (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    date TEXT NOT NULL REFERENCES red_packet_pools(date),
    period INTEGER NOT NULL CHECK (period >= 0),
    packet_no INTEGER NOT NULL CHECK (packet_no BETWEEN 1 AND ${RED_PACKET_PACKETS_PER_DAY}),
    coins INTEGER NOT NULL CHECK (coins BETWEEN ${RED_PACKET_MIN_COINS} AND ${RED_PACKET_MAX_COINS}),
    pool_packets_before INTEGER NOT NULL,
    pool_coins_before INTEGER NOT NULL,
    draw_message TEXT NOT NULL,
    commitment TEXT NOT NULL,
    at INTEGER NOT NULL,
    UNIQUE (user_id, date, period),
    UNIQUE (date, packet_no)
  ) STRICT;
  CREATE INDEX red_packet_grabs_by_user ON red_packet_grabs(user_id, date);
  CREATE TRIGGER red_packet_grabs_per_day BEFORE INSERT ON red_packet_grabs
    WHEN (SELECT COUNT(*) FROM red_packet_grabs WHERE user_id = NEW.user_id AND date = NEW.date) >= ${RED_PACKET_GRABS_PER_DAY_MAX}
    BEGIN SELECT RAISE(ABORT, 'red packet: daily grabs used'); END;
  CREATE TRIGGER red_packet_grabs_from_pool AFTER INSERT ON red_packet_grabs
    BEGIN UPDATE red_packet_pools SET packets_left = packets_left - 1, coins_left = coins_left - NEW.coins WHERE date = NEW.date; END;
  `,
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
