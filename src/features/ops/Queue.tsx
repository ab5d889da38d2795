// A console queue (issue 28): its filters (QueueFilters.tsx) and its rows oldest first, each opening its detail; a
// decided row stays where it is with its new status (the operator sees what they did) until "Show" reads it again.
// Shared by every queue page, each with its own status badge and detail.
import { useState, type ReactNode } from 'react';
import type { Endpoint } from '../../contract/endpoints.ts';
import type { OpsListRequest } from '../../contract/ops.ts';
import type { Page } from '../../contract/paging.ts';
import { call } from '../../lib/api.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Card } from '../../ui/Card.tsx';
import { List } from '../../ui/List.tsx';
import { Loaded } from '../../ui/LoadState.tsx';
import { useApi } from '../../ui/use-api.ts';
import { QueueFilters, type QueueRequest } from './QueueFilters.tsx';
import { useOperatorsOnly } from './use-operators-only.ts';

/** A row of a queue: its id and whose it is. */
interface QueueItem {
  id: string;
  userId: string;
  nickname: string;
}

interface QueueProps<Item extends QueueItem, Status> {
  lang: Lang;
  title: string;
  states: readonly string[];
  stateText: (state: string) => string;
  list: Endpoint<OpsListRequest, Page<Item>>;
  statusOf: (item: Item) => Status;
  badge: (status: Status) => ReactNode;
  summary: (item: Item) => string;
  detail: (item: Item, onDecided: (status: Status) => void) => ReactNode;
  /** Buttons beside "Show", given the filters applied. */
  extra?: (request: QueueRequest) => ReactNode;
}

/** A queue: its filters, and its rows oldest first, each opening its detail. */
export function Queue<Item extends QueueItem, Status>({ lang, title, states, stateText, list, statusOf, badge, summary, detail, extra }: QueueProps<Item, Status>) {
  // The first page loads as the page opens: refused to anyone but an operator, who is sent to the not-found page.
  const [request, setRequest] = useState<QueueRequest>({ filter: states[0] ?? '' });
  const [first, retry] = useApi(list, request);
  useOperatorsOnly(first);
  return (
    <>
      <QueueFilters lang={lang} states={states} stateText={stateText} onApply={setRequest}>
        {extra?.(request)}
      </QueueFilters>
      <Loaded lang={lang} result={first} onRetry={retry} forbidden={null}>
        {(page) => (
          <Card title={title}>
            <List<Item, string>
              lang={lang}
              label={title}
              initial={page}
              load={(cursor) => call(list, cursor ? { ...request, cursor } : request)}
              itemKey={(row) => row.id}
              emptyText={m['ops.none']({}, { locale: lang })}
              renderItem={(row) => (
                <QueueRow lang={lang} row={row} status={statusOf(row)} badge={badge} summary={summary(row)} detail={(onDecided) => detail(row, onDecided)} />
              )}
            />
          </Card>
        )}
      </Loaded>
    </>
  );
}

interface RowProps<Status> {
  lang: Lang;
  row: QueueItem;
  status: Status;
  badge: (status: Status) => ReactNode;
  summary: string;
  detail: (onDecided: (status: Status) => void) => ReactNode;
}

/** One row: its summary and status, and its detail once opened. */
function QueueRow<Status>({ lang, row, status: initial, badge, summary, detail }: RowProps<Status>) {
  const locale = { locale: lang };
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState(initial);
  return (
    <div className="ops-row">
      <span className="ops-row__main">
        <strong>
          #{row.id} · {row.nickname} ({row.userId})
        </strong>
        <span>{summary}</span>
      </span>
      {badge(status)}
      <button type="button" className="ui-btn" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? m['ops.detail.close']({}, locale) : m['ops.open']({}, locale)}
      </button>
      {open && detail(setStatus)}
    </div>
  );
}
