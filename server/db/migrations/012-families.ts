// Migration 12: families. Published: never edit it, add a migration (server/db/migrations.ts).

/** Migration 12's SQL. */
export const FAMILIES = `
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
  `;
