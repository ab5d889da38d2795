// /castmanage's orders (issue 27.9): a head of 20+ hosts sorts them by the week's beans, the week's live time or the
// day they joined, up or down. A page's cursor carries the last host's sort value and id, so paging keeps the order
// and lists every host once even when figures tie. Pure and shared by the page and the server.

/** What the hosts can be sorted by: this week's gift beans, this week's live minutes, the day they joined. */
export const TEAM_SORTS = ['beans', 'live', 'joined'] as const;
/** One order of the list. */
export type TeamSort = (typeof TEAM_SORTS)[number];
/** Up or down. */
export type TeamOrder = 'asc' | 'desc';

/** Assumed (docs/rules.md): the list opens on the newest hosts first. */
export const TEAM_DEFAULT_SORT: { sort: TeamSort; order: TeamOrder } = { sort: 'joined', order: 'desc' };

/** True for a sort's name. */
export function isTeamSort(value: unknown): value is TeamSort {
  return typeof value === 'string' && (TEAM_SORTS as readonly string[]).includes(value);
}

/** A page's position: the last host's value of the sort (a whole number, or a date for `joined`) and id. */
export interface TeamCursor {
  key: number | string;
  userId: number;
}

const NUMBER_KEY = /^(0|[1-9][0-9]{0,14})$/;
const DATE_KEY = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
const USER_ID = /^[1-9][0-9]{0,14}$/;

/** The cursor of the host after which the next page starts. */
export function teamCursor(key: number | string, userId: number): string {
  return `${String(key)}.${userId}`;
}

/** Reads a cursor of `sort`; null when malformed (the caller answers invalidParams). */
export function parseTeamCursor(sort: TeamSort, raw: string): TeamCursor | null {
  const dot = raw.lastIndexOf('.');
  if (dot < 1) return null;
  const key = raw.slice(0, dot);
  const id = raw.slice(dot + 1);
  if (!USER_ID.test(id)) return null;
  if (sort === 'joined') return DATE_KEY.test(key) ? { key, userId: Number(id) } : null;
  return NUMBER_KEY.test(key) ? { key: Number(key), userId: Number(id) } : null;
}
