// Migration: the Decor Shop's catalogue as data an operator manages (issue 27 item 1). Published once merged: never
// edit it then, add a migration (server/db/migrations.ts).

/** This migration's SQL. */
export const DECOR_CATALOGUE = `
  -- The items the Decor Shop sells: names in the four languages (JSON object by language), the price of each duration,
  -- the preview picture, and what a buyer needs (wealth level, VIP level; 0 = none). An item taken off sale stays
  -- readable for those who own it (My Decors) but cannot be bought.
  CREATE TABLE decor_catalogue (
    id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 40),
    category TEXT NOT NULL CHECK (category IN ('avatarFrame', 'mount', 'specialId', 'bubble', 'liveBackground', 'micFrame', 'giftRunway', 'profileCard')),
    names TEXT NOT NULL CHECK (json_valid(names)),
    price_7 INTEGER NOT NULL CHECK (price_7 > 0),
    price_30 INTEGER NOT NULL CHECK (price_30 > 0),
    preview_url TEXT NOT NULL,
    min_wealth_level INTEGER NOT NULL DEFAULT 0 CHECK (min_wealth_level >= 0),
    min_vip_level INTEGER NOT NULL DEFAULT 0 CHECK (min_vip_level >= 0),
    position INTEGER NOT NULL DEFAULT 0,
    on_sale INTEGER NOT NULL DEFAULT 1 CHECK (on_sale IN (0, 1))
  ) STRICT;
  CREATE INDEX decor_catalogue_by_category ON decor_catalogue(category, on_sale, position);
`;
