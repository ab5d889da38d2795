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
  -- Agencies (issue 13): invite codes and avatars, applications reviewed by operators, join and exit requests, and
  -- each agency's history. The partial unique indexes hold "one open request per person" in the database itself, so
  -- two racing submissions can never both go in.
  ALTER TABLE agencies ADD COLUMN invite_code TEXT;
  ALTER TABLE agencies ADD COLUMN avatar_upload_id TEXT REFERENCES uploads(id);
  CREATE UNIQUE INDEX agencies_by_invite_code ON agencies(invite_code);

  CREATE TABLE agency_applications (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    agent_name TEXT NOT NULL,
    avatar_upload_id TEXT NOT NULL REFERENCES uploads(id),
    phone TEXT NOT NULL,
    whatsapp TEXT NOT NULL,
    bank_name TEXT NOT NULL,
    bank_card_number TEXT NOT NULL,
    account_holder_name TEXT NOT NULL,
    platform TEXT,
    status TEXT NOT NULL CHECK (status IN ('underReview', 'passed', 'notPassed')),
    reason TEXT,
    created_at INTEGER NOT NULL,
    decided_at INTEGER,
    decided_by INTEGER REFERENCES users(id),
    agency_id INTEGER REFERENCES agencies(id)
  ) STRICT;
  CREATE INDEX agency_applications_by_user ON agency_applications(user_id, id);
  CREATE INDEX agency_applications_by_status ON agency_applications(status, id);
  CREATE UNIQUE INDEX agency_applications_one_open ON agency_applications(user_id) WHERE status IN ('underReview', 'passed');

  CREATE TABLE agency_join_requests (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    agency_id INTEGER NOT NULL REFERENCES agencies(id),
    status TEXT NOT NULL CHECK (status IN ('pending', 'accepted', 'rejected', 'cancelled')),
    created_at INTEGER NOT NULL,
    decided_at INTEGER,
    decided_by INTEGER REFERENCES users(id),
    -- The applicant cleared a rejected request from their screen (SPEC 4: cancel after a rejection).
    dismissed_at INTEGER
  ) STRICT;
  CREATE INDEX agency_join_requests_by_user ON agency_join_requests(user_id, id);
  CREATE INDEX agency_join_requests_by_agency ON agency_join_requests(agency_id, status, id);
  CREATE UNIQUE INDEX agency_join_requests_one_pending ON agency_join_requests(user_id) WHERE status = 'pending';

  -- An exit request is open while pending or rejected (the 90-day rule runs); it ends withdrawn, approved, timedOut
  -- (15 days), inactive (90 days) or closed (the host left another way, or asked again).
  CREATE TABLE agency_exit_requests (
    id INTEGER PRIMARY KEY,
    host_id INTEGER NOT NULL REFERENCES hosts(user_id),
    agency_id INTEGER NOT NULL REFERENCES agencies(id),
    status TEXT NOT NULL CHECK (status IN ('pending', 'withdrawn', 'approved', 'rejected', 'timedOut', 'inactive', 'closed')),
    requested_at INTEGER NOT NULL,
    decided_at INTEGER,
    ended_at INTEGER
  ) STRICT;
  CREATE INDEX agency_exit_requests_by_host ON agency_exit_requests(host_id, id);
  CREATE INDEX agency_exit_requests_by_agency ON agency_exit_requests(agency_id, status, id);
  CREATE UNIQUE INDEX agency_exit_requests_one_open ON agency_exit_requests(host_id) WHERE status IN ('pending', 'rejected');

  -- The history of /agentrecord: kinds are AGENCY_EVENT_KINDS of src/domain/agency.ts.
  CREATE TABLE agency_events (
    id INTEGER PRIMARY KEY,
    agency_id INTEGER NOT NULL REFERENCES agencies(id),
    kind TEXT NOT NULL,
    host_id INTEGER NOT NULL REFERENCES users(id),
    actor_id INTEGER REFERENCES users(id),
    at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX agency_events_by_agency ON agency_events(agency_id, id);
  CREATE INDEX agency_events_by_host ON agency_events(host_id, id);
  `,
  `
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
