// Paged lists and date ranges in requests and responses. Erasable TypeScript, shared by the site and the server.

/** A page of a list: `next` is the cursor of the following page, null at the end. */
export interface Page<Item> {
  items: Item[];
  next: string | null;
}

/** Request fields of a paged list. */
export interface PageRequest {
  /** The `next` of the previous page; empty for the first. */
  cursor?: string;
}

/** Request fields of a date range (business dates, `YYYY-MM-DD`, both ends included). */
export interface RangeRequest {
  start: string;
  end: string;
}

/** Items per page of every list. */
export const PAGE_SIZE = 20;
