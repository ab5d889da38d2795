// Migration 3: facts about the database itself. Published: never edit it, add a migration (server/db/migrations.ts).

/** Migration 3's SQL. */
export const META = `
  -- Facts about the database itself, such as when its demo data was seeded (server/db/demo).
  CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  ) STRICT;
  `;
