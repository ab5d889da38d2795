// Migration: special IDs a buyer picks (issue 27 item 1). Published once merged: never edit it then, add a migration
// (server/db/migrations.ts).

/** This migration's SQL. */
export const SPECIAL_IDS = `
  -- The number pattern of a special-ID item (src/domain/special-id.ts); NULL takes the default pattern.
  ALTER TABLE decor_catalogue ADD COLUMN id_pattern TEXT
    CHECK (id_pattern IS NULL OR id_pattern IN ('repeat5', 'straight5', 'mirror5', 'pairs6', 'triple6', 'lucky6'));
  -- The number each holder of a special-ID item picked, held until the item expires. The number is the key: sold once,
  -- whoever races for it (a row whose expires_at has passed is free again and removed by the next buyer of it).
  CREATE TABLE special_ids (
    number TEXT PRIMARY KEY CHECK (length(number) BETWEEN 5 AND 6 AND number NOT GLOB '*[^0-9]*' AND substr(number, 1, 1) <> '0'),
    user_id INTEGER NOT NULL REFERENCES users(id),
    item_id TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (user_id, item_id)
  ) STRICT;
`;
