// Migration 13: events and Ramadan red packets. Published: never edit it, add a migration (server/db/migrations.ts).
import { RED_PACKET_GRABS_PER_DAY_MAX, RED_PACKET_MAX_COINS, RED_PACKET_MIN_COINS, RED_PACKET_PACKETS_PER_DAY } from '../../../src/domain/red-packet.ts';

/** Migration 13's SQL. */
export const EVENTS = `
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
  `;
