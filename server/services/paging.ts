// Paged lists (src/contract/paging.ts): a page query reads one row more than a page, and that row tells whether
// another page follows.
import { PAGE_SIZE } from '../../src/contract/paging.ts';

/** The LIMIT of a page query. */
export const PAGE_QUERY_LIMIT = PAGE_SIZE + 1;

/** A page of items and the cursor of the next page (null on the last). */
export interface Page<Item> {
  items: Item[];
  next: string | null;
}

/** Splits one extra row off a query of PAGE_SIZE + 1 rows into the page and its next cursor (the last row's id). */
export function pageOf<Row extends { id: number }, Item>(rows: Row[], toItem: (row: Row) => Item): Page<Item> {
  const more = rows.length > PAGE_SIZE;
  const shown = more ? rows.slice(0, PAGE_SIZE) : rows;
  return { items: shown.map(toItem), next: more ? String(shown.at(-1)?.id ?? '') : null };
}

/** A page of rows read with LIMIT PAGE_SIZE + 1 from `offset`: the next cursor is the next offset. */
export function offsetPage<Row, Item>(rows: Row[], offset: number, toItem: (row: Row) => Item): Page<Item> {
  const more = rows.length > PAGE_SIZE;
  return { items: rows.slice(0, PAGE_SIZE).map(toItem), next: more ? String(offset + PAGE_SIZE) : null };
}
