// Migration 11: the task centre and the marble game. Published: never edit it, add a migration (server/db/migrations.ts).

/** Migration 11's SQL. */
export const TASKS_AND_MARBLE = `
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
  `;
