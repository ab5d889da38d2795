// The Decor Shop's catalogue (issue 27 item 1): the operator's table decor_catalogue, read by the decor endpoints, and
// what a buyer has that an item may require (their wealth level, their active VIP level).
import { isSpecialIdPattern } from '../../src/domain/special-id.ts';
import { DECOR_CATEGORIES, type CatalogueItem, type DecorBuyer, type DecorCategory } from '../../src/domain/decor.ts';
import { levelForExp } from '../../src/domain/levels.ts';
import type { Db } from '../db/database.ts';
import { readMembership } from './vip.ts';

/** A row of decor_catalogue. */
interface CatalogueRow {
  id: string;
  category: DecorCategory;
  names: string;
  price_7: number;
  price_30: number;
  preview_url: string;
  min_wealth_level: number;
  min_vip_level: number;
  on_sale: number;
  id_pattern: string | null;
}

const COLUMNS = 'id, category, names, price_7, price_30, preview_url, min_wealth_level, min_vip_level, on_sale, id_pattern';

/** Names of the four languages; a language the operator left out falls back to English. */
function namesOf(json: string, id: string): CatalogueItem['names'] {
  const parsed = JSON.parse(json) as Record<string, unknown>;
  const pick = (lang: string): string => {
    const value = parsed[lang] ?? parsed['en'];
    return typeof value === 'string' && value !== '' ? value : id;
  };
  return { en: pick('en'), id: pick('id'), 'zh-cn': pick('zh-cn'), 'zh-tw': pick('zh-tw') };
}

function itemOf(row: CatalogueRow): CatalogueItem {
  return {
    id: row.id,
    category: row.category,
    names: namesOf(row.names, row.id),
    priceCoins: { 7: row.price_7, 30: row.price_30 },
    previewUrl: row.preview_url,
    minWealthLevel: row.min_wealth_level,
    minVipLevel: row.min_vip_level,
    onSale: row.on_sale === 1,
    idPattern: isSpecialIdPattern(row.id_pattern) ? row.id_pattern : null,
  };
}

/** The items on sale, by category (SPEC 3 order) then the operator's position. */
export function catalogueOnSale(db: Db): CatalogueItem[] {
  const rows = db.prepare(`SELECT ${COLUMNS} FROM decor_catalogue WHERE on_sale = 1 ORDER BY position, id`).all() as unknown as CatalogueRow[];
  const order = (category: DecorCategory) => DECOR_CATEGORIES.indexOf(category);
  return rows.map(itemOf).sort((a, b) => order(a.category) - order(b.category));
}

/** The catalogue's items with these ids (on sale or not): what My Decors shows of what a user owns. */
export function catalogueItems(db: Db, ids: readonly string[]): CatalogueItem[] {
  if (ids.length === 0) return [];
  const rows = db.prepare(`SELECT ${COLUMNS} FROM decor_catalogue WHERE id IN (SELECT value FROM json_each(?))`).all(JSON.stringify(ids)) as unknown as CatalogueRow[];
  return rows.map(itemOf);
}

/** One item of the catalogue (on sale or not), or null; anything but a string is no item. */
export function catalogueItem(db: Db, id: unknown): CatalogueItem | null {
  if (typeof id !== 'string') return null;
  const row = db.prepare(`SELECT ${COLUMNS} FROM decor_catalogue WHERE id = ?`).get(id) as CatalogueRow | undefined;
  return row ? itemOf(row) : null;
}

/** An item as the operator enters it. */
export type CatalogueEntry = Omit<CatalogueItem, 'onSale' | 'idPattern'> & { position: number; onSale?: boolean; idPattern?: CatalogueItem['idPattern'] };

/** Adds or replaces an item of the catalogue (the operator's entry; the demo catalogue). */
export function putCatalogueItem(db: Db, entry: CatalogueEntry): void {
  db.prepare(
    `INSERT INTO decor_catalogue (id, category, names, price_7, price_30, preview_url, min_wealth_level, min_vip_level, position, on_sale, id_pattern)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET category = excluded.category, names = excluded.names, price_7 = excluded.price_7,
       price_30 = excluded.price_30, preview_url = excluded.preview_url, min_wealth_level = excluded.min_wealth_level,
       min_vip_level = excluded.min_vip_level, position = excluded.position, on_sale = excluded.on_sale,
       id_pattern = excluded.id_pattern`,
  ).run(
    entry.id, entry.category, JSON.stringify(entry.names), entry.priceCoins[7], entry.priceCoins[30], entry.previewUrl,
    entry.minWealthLevel, entry.minVipLevel, entry.position, entry.onSale === false ? 0 : 1, entry.idPattern ?? null,
  );
}

/** The buyer's wealth level and active VIP level at `now` (0 when none or expired). */
export function decorBuyer(db: Db, userId: number, now: number): DecorBuyer {
  const row = db.prepare('SELECT wealth_exp FROM users WHERE id = ?').get(userId) as { wealth_exp: number } | undefined;
  const membership = readMembership(db, userId);
  return {
    wealthLevel: levelForExp('wealth', row?.wealth_exp ?? 0),
    vipLevel: membership && now < membership.expiresAtMs ? membership.level : 0,
  };
}
