// Migration 8: turntable spins. Published: never edit it, add a migration (server/db/migrations.ts).

/** Migration 8's SQL. */
export const TURNTABLES = `
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
  `;
