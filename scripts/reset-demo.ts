// `npm run reset-demo`: replaces the demo database (DB_PATH, default data/dev.sqlite) with one freshly seeded for now.
// `npm start` does this by itself when the demo database was seeded on an earlier day; this is for any other time.
import { DEFAULT_DB_PATH } from '../server/services/config.ts';
import { removeDatabase } from '../server/db/database.ts';
import { openDemoDatabase } from '../server/demo/database.ts';

const path = process.env['DB_PATH'] ?? DEFAULT_DB_PATH;
removeDatabase(path);
openDemoDatabase(path, Date.now()).close();
console.log(`Seeded ${path} anew with the demo accounts as of now.`);
