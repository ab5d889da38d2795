// A console queue's page, oldest first, read by keyset on (created_at, id) so page 500 costs what page 1 does: one
// query per status of the filter, each read in the order of its index (status, created_at, id) or (user_id,
// created_at, id), merged here. A filter of several statuses never sorts the whole table.
import { PAGE_SIZE } from '../../src/contract/paging.ts';
import { queueCursorOf, type QueueCursor } from '../../src/domain/ops.ts';
import type { ErrorName } from '../../src/contract/errors.ts';
import type { Db } from '../db/database.ts';
import { done, refused, type Outcome } from '../services/outcome.ts';
import { PAGE_QUERY_LIMIT, type Page } from '../services/paging.ts';

/** What the operator asked for: a user, a creation window [from, to) in epoch ms, and where the page starts. */
export interface QueueQuery {
  userId: number | null;
  range: { from: number; to: number } | null;
  cursor: QueueCursor | null;
}

/** The table a queue reads: its SELECT (with the table aliased), the owner column and the statuses of the filter. */
export interface QueueSource {
  select: string;
  alias: string;
  userColumn: string;
  /** null: every status. */
  statuses: readonly (string | number)[] | null;
}

/** One page of `source` for `query`, each row made an item by `toItem`. */
export function queuePage<Row extends { id: number; created_at: number }, Item>(
  db: Db,
  source: QueueSource,
  query: QueueQuery,
  toItem: (row: Row) => Item,
): Page<Item> {
  const a = source.alias;
  const where: string[] = [];
  const params: (string | number)[] = [];
  if (query.userId !== null) {
    where.push(`${a}.${source.userColumn} = ?`);
    params.push(query.userId);
  }
  if (query.range) {
    where.push(`${a}.created_at >= ?`, `${a}.created_at < ?`);
    params.push(query.range.from, query.range.to);
  }
  if (query.cursor) {
    where.push(`(${a}.created_at, ${a}.id) > (?, ?)`);
    params.push(query.cursor.at, query.cursor.id);
  }
  const read = (status: string | number | null): Row[] => {
    const clauses = status === null ? where : [`${a}.status = ?`, ...where];
    const sql = `${source.select}${clauses.length ? ` WHERE ${clauses.join(' AND ')}` : ''} ORDER BY ${a}.created_at, ${a}.id LIMIT ${PAGE_QUERY_LIMIT}`;
    return db.prepare(sql).all(...(status === null ? params : [status, ...params])) as unknown as Row[];
  };
  const rows = (source.statuses === null ? read(null) : source.statuses.flatMap((status) => read(status)))
    .sort((x, y) => x.created_at - y.created_at || x.id - y.id)
    .slice(0, PAGE_QUERY_LIMIT);
  const more = rows.length > PAGE_SIZE;
  const shown = more ? rows.slice(0, PAGE_SIZE) : rows;
  const last = shown.at(-1);
  return { items: shown.map(toItem), next: more && last ? queueCursorOf({ at: last.created_at, id: last.id }) : null };
}

/**
 * The console's answer to a review decided by its area's operation: the row as it is now, or, when another operator
 * decided first (the area's `notPending` refusal), `ops.alreadyDecided` carrying the row as it now stands.
 */
export function reviewAnswer<Row, Detail>(
  decided: Outcome<unknown>,
  row: Row | null | undefined,
  errors: { notPending: ErrorName; notFound: ErrorName },
  detail: (row: Row) => Detail,
): Outcome<Detail> {
  if (!decided.ok) return decided.error === errors.notPending && row ? refused('ops.alreadyDecided', detail(row)) : decided;
  return row ? done(detail(row)) : refused(errors.notFound);
}
