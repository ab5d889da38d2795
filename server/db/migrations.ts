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
  `,
  `
  -- Turntables (SPEC 9, DESIGN 11): one row per spin used. Spins are earned by the top-ups of a wheel's round (ledger
  -- rows of kind topUp) and numbered 1, 2, … within the round: the database refuses a number twice and a number above
  -- the spins earned when it was taken, so racing spins can never use more than the top-ups gave. A coin prize is
  -- credited by the ledger transaction tx_id; a decor prize names the item and its days, given by the decor grant
  -- decor_grant_id (decor_purchases, source 'turntable').
  CREATE TABLE turntable_spins (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    wheel TEXT NOT NULL,
    round TEXT NOT NULL,
    seq INTEGER NOT NULL CHECK (seq >= 1),
    earned INTEGER NOT NULL CHECK (seq <= earned),
    period TEXT NOT NULL,
    message TEXT NOT NULL,
    prize_index INTEGER NOT NULL CHECK (prize_index >= 0),
    prize_kind TEXT NOT NULL CHECK (prize_kind IN ('coins', 'decor')),
    coins INTEGER,
    decor_id TEXT,
    decor_days INTEGER,
    tx_id INTEGER REFERENCES ledger_transactions(id),
    decor_grant_id INTEGER UNIQUE REFERENCES decor_purchases(id),
    created_at INTEGER NOT NULL,
    CHECK ((prize_kind = 'coins' AND coins > 0 AND tx_id IS NOT NULL AND decor_id IS NULL AND decor_days IS NULL AND decor_grant_id IS NULL)
        OR (prize_kind = 'decor' AND coins IS NULL AND tx_id IS NULL AND decor_id IS NOT NULL AND decor_days > 0 AND decor_grant_id IS NOT NULL)),
    UNIQUE (user_id, wheel, round, seq)
  ) STRICT;
  CREATE INDEX turntable_spins_by_user ON turntable_spins(user_id, wheel, id);
  CREATE INDEX turntable_spins_by_wheel ON turntable_spins(wheel, prize_index, id);
  `,
  `
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
  `,
  `
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
  `,
  `
  -- Task centre (SPEC 9): one sign-in per user and business day; one claim per user, reward and period (a business
  -- date or month), so two racing claims cannot both credit.
  CREATE TABLE task_sign_ins (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    date TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (user_id, date)
  ) STRICT;

  CREATE TABLE task_claims (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    task TEXT NOT NULL,
    period_key TEXT NOT NULL,
    reward_coins INTEGER NOT NULL CHECK (reward_coins > 0),
    created_at INTEGER NOT NULL,
    UNIQUE (user_id, task, period_key)
  ) STRICT;

  -- Marble game: every bet with its drawn path, the hole, the odds and the payout; the draw is verifiable from the
  -- seed of its period (draw_seeds) and the message marble|period|id.
  CREATE TABLE marble_bets (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    period TEXT NOT NULL,
    bet_coins INTEGER NOT NULL CHECK (bet_coins > 0),
    path TEXT NOT NULL,
    hole INTEGER NOT NULL CHECK (hole >= 0),
    odds_percent INTEGER NOT NULL CHECK (odds_percent > 0),
    payout_coins INTEGER NOT NULL CHECK (payout_coins >= 0),
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX marble_bets_by_user ON marble_bets(user_id, id);
  CREATE INDEX marble_bets_by_time ON marble_bets(created_at);

  -- Responsible play: the 18+ confirmation (once per account) and the daily bet limit a user chose.
  CREATE TABLE marble_players (
    user_id INTEGER PRIMARY KEY REFERENCES users(id),
    adult_confirmed_at INTEGER,
    limit_coins INTEGER CHECK (limit_coins > 0),
    raised_to_coins INTEGER CHECK (raised_to_coins > 0),
    raised_from TEXT
  ) STRICT;
  `,
  `
  -- Families (clubs, SPEC 1, 3, 4, 6, 9). A family is never deleted as a row: once dissolved it is gone from every
  -- page and its members are removed, but its ledger accounts and records keep pointing at it.
  CREATE TABLE families (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    notice TEXT NOT NULL DEFAULT '',
    creator_user_id INTEGER NOT NULL REFERENCES users(id),
    tier TEXT NOT NULL DEFAULT 'bronze' CHECK (tier IN ('bronze', 'silver', 'gold', 'platinum', 'diamond', 'grandmaster', 'king')),
    -- Monday of the week the tier in force belongs to: the weekly rating has run up to this week (SPEC 4).
    tier_week TEXT NOT NULL,
    expansions INTEGER NOT NULL DEFAULT 0 CHECK (expansions BETWEEN 0 AND 5),
    dissolve_requested_at INTEGER,
    dissolved_at INTEGER,
    created_at INTEGER NOT NULL
  ) STRICT;
  -- Names are unique among live families (ASCII case aside); a creator has one live family.
  CREATE UNIQUE INDEX families_live_name ON families(name COLLATE NOCASE) WHERE dissolved_at IS NULL;
  CREATE UNIQUE INDEX families_live_creator ON families(creator_user_id) WHERE dissolved_at IS NULL;

  -- One family per user; one creator per family.
  CREATE TABLE family_members (
    family_id INTEGER NOT NULL REFERENCES families(id),
    user_id INTEGER NOT NULL UNIQUE REFERENCES users(id),
    role TEXT NOT NULL CHECK (role IN ('creator', 'viceLeader', 'admin', 'member')),
    joined_at INTEGER NOT NULL,
    muted_until INTEGER,
    PRIMARY KEY (family_id, user_id)
  ) STRICT;
  CREATE UNIQUE INDEX family_members_one_creator ON family_members(family_id) WHERE role = 'creator';

  -- Join requests: one pending request per user at a time.
  CREATE TABLE family_join_requests (
    id INTEGER PRIMARY KEY,
    family_id INTEGER NOT NULL REFERENCES families(id),
    user_id INTEGER NOT NULL REFERENCES users(id),
    status TEXT NOT NULL CHECK (status IN ('pending', 'accepted', 'rejected', 'cancelled')),
    created_at INTEGER NOT NULL,
    decided_at INTEGER,
    decided_by INTEGER REFERENCES users(id)
  ) STRICT;
  CREATE UNIQUE INDEX family_join_requests_one_pending ON family_join_requests(user_id) WHERE status = 'pending';
  CREATE INDEX family_join_requests_by_family ON family_join_requests(family_id, status, id);

  CREATE TABLE family_favorite_hosts (
    family_id INTEGER NOT NULL REFERENCES families(id),
    host_user_id INTEGER NOT NULL REFERENCES hosts(user_id),
    added_at INTEGER NOT NULL,
    PRIMARY KEY (family_id, host_user_id)
  ) STRICT;

  -- Each week's prestige of a family (SPEC 9), kept as running totals: coins spent in the family, beans of its hosts,
  -- and the gifts' points (each gift floored alone), with the prestige they make.
  CREATE TABLE family_weeks (
    family_id INTEGER NOT NULL REFERENCES families(id),
    week TEXT NOT NULL,
    coins INTEGER NOT NULL DEFAULT 0 CHECK (coins >= 0),
    beans INTEGER NOT NULL DEFAULT 0 CHECK (beans >= 0),
    gift_points INTEGER NOT NULL DEFAULT 0 CHECK (gift_points >= 0),
    prestige INTEGER NOT NULL DEFAULT 0 CHECK (prestige >= 0),
    PRIMARY KEY (family_id, week)
  ) STRICT;
  CREATE INDEX family_weeks_by_week ON family_weeks(week, prestige);

  -- Each Sunday 24:00 rating (SPEC 4): the week rated, its prestige and the tier it gave for the next week.
  CREATE TABLE family_tier_ratings (
    family_id INTEGER NOT NULL REFERENCES families(id),
    week TEXT NOT NULL,
    prestige INTEGER NOT NULL CHECK (prestige >= 0),
    tier TEXT NOT NULL,
    rated_at INTEGER NOT NULL,
    PRIMARY KEY (family_id, week)
  ) STRICT;

  CREATE TABLE family_contributions (
    id INTEGER PRIMARY KEY,
    family_id INTEGER NOT NULL REFERENCES families(id),
    user_id INTEGER NOT NULL REFERENCES users(id),
    amount INTEGER NOT NULL CHECK (amount > 0),
    date TEXT NOT NULL,
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX family_contributions_by_day ON family_contributions(family_id, date);

  -- One check-in per user and business day.
  CREATE TABLE family_checkins (
    user_id INTEGER NOT NULL REFERENCES users(id),
    date TEXT NOT NULL,
    family_id INTEGER NOT NULL REFERENCES families(id),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, date)
  ) STRICT;
  CREATE INDEX family_checkins_by_family ON family_checkins(family_id, date);

  -- A family task's reward is paid once per period.
  CREATE TABLE family_task_claims (
    family_id INTEGER NOT NULL REFERENCES families(id),
    task TEXT NOT NULL,
    period TEXT NOT NULL,
    coins INTEGER NOT NULL CHECK (coins > 0),
    claimed_by INTEGER NOT NULL REFERENCES users(id),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (family_id, task, period)
  ) STRICT;

  -- Red-packet summons: split when sent by a verifiable draw (DESIGN 11), valid 30 minutes, then settled once.
  CREATE TABLE family_summons (
    id INTEGER PRIMARY KEY,
    family_id INTEGER NOT NULL REFERENCES families(id),
    sender_user_id INTEGER NOT NULL REFERENCES users(id),
    tier TEXT NOT NULL CHECK (tier IN ('basic', 'intermediate', 'premium')),
    coins INTEGER NOT NULL CHECK (coins > 0),
    packets INTEGER NOT NULL CHECK (packets > 0 AND packets <= coins),
    claimed INTEGER NOT NULL DEFAULT 0 CHECK (claimed >= 0 AND claimed <= packets),
    draw_period TEXT NOT NULL,
    sent_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL CHECK (expires_at > sent_at),
    refunded_coins INTEGER CHECK (refunded_coins >= 0),
    settled_at INTEGER
  ) STRICT;
  CREATE INDEX family_summons_by_family ON family_summons(family_id, id);
  CREATE INDEX family_summons_open ON family_summons(expires_at) WHERE settled_at IS NULL;

  -- The split, packet by packet, in the order they are handed out.
  CREATE TABLE family_summons_packets (
    summons_id INTEGER NOT NULL REFERENCES family_summons(id),
    position INTEGER NOT NULL CHECK (position >= 0),
    coins INTEGER NOT NULL CHECK (coins >= 1),
    PRIMARY KEY (summons_id, position)
  ) STRICT;

  -- Everyone who answered a summons while it was valid, once; the first ones each take one packet, never the same.
  CREATE TABLE family_summons_grabs (
    summons_id INTEGER NOT NULL REFERENCES family_summons(id),
    user_id INTEGER NOT NULL REFERENCES users(id),
    position INTEGER,
    coins INTEGER CHECK (coins >= 1),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (summons_id, user_id),
    CHECK ((position IS NULL) = (coins IS NULL))
  ) STRICT;
  CREATE UNIQUE INDEX family_summons_grabs_one_per_packet ON family_summons_grabs(summons_id, position) WHERE position IS NOT NULL;

  -- A family holds coins in the ledger like a user (available, and frozen while a summons is out). SQLite cannot
  -- change a CHECK in place, so accounts is rebuilt with an owner family; ledger_entries, which references it, is
  -- rebuilt with it (dropping a table that rows still reference fails under foreign_keys).
  CREATE TABLE accounts_next (
    id INTEGER PRIMARY KEY,
    user_id INTEGER REFERENCES users(id),
    family_id INTEGER REFERENCES families(id),
    currency TEXT NOT NULL CHECK (currency IN ('coin', 'bean')),
    kind TEXT NOT NULL CHECK (kind IN ('available', 'frozen', 'issued', 'paid_out', 'fees', 'spent')),
    balance INTEGER NOT NULL DEFAULT 0,
    CHECK (user_id IS NULL OR family_id IS NULL),
    CHECK ((user_id IS NULL AND family_id IS NULL) = (kind IN ('issued', 'paid_out', 'fees', 'spent'))),
    CHECK (family_id IS NULL OR currency = 'coin'),
    CHECK ((user_id IS NULL AND family_id IS NULL) OR balance >= 0)
  ) STRICT;
  INSERT INTO accounts_next (id, user_id, currency, kind, balance) SELECT id, user_id, currency, kind, balance FROM accounts;
  CREATE TABLE ledger_entries_next (
    id INTEGER PRIMARY KEY,
    tx_id INTEGER NOT NULL REFERENCES ledger_transactions(id),
    account_id INTEGER NOT NULL REFERENCES accounts_next(id),
    amount INTEGER NOT NULL CHECK (amount <> 0)
  ) STRICT;
  INSERT INTO ledger_entries_next (id, tx_id, account_id, amount) SELECT id, tx_id, account_id, amount FROM ledger_entries;
  DROP TABLE ledger_entries;
  DROP TABLE accounts;
  ALTER TABLE accounts_next RENAME TO accounts;
  ALTER TABLE ledger_entries_next RENAME TO ledger_entries;
  CREATE UNIQUE INDEX accounts_unique ON accounts(IFNULL(user_id, 0), IFNULL(family_id, 0), currency, kind);
  CREATE INDEX ledger_entries_by_account ON ledger_entries(account_id, id);
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
