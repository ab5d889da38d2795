// The head's requests in two tabs, pending and rejected (SPEC 3 host-list tabs), page after page: /castapply lists
// join requests, /exitApply exit requests. Each request starts with who sent it; the screen adds the rest.
import type { ReactNode } from 'react';
import type { RequestTab } from '../../contract/agency.ts';
import type { Page } from '../../contract/paging.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { List } from '../../ui/List.tsx';
import { Tabs } from '../../ui/Tabs.tsx';

interface Props<Request> {
  lang: Lang;
  tab: RequestTab;
  onTab: (tab: RequestTab) => void;
  load: (cursor: string | null) => Promise<Page<Request>>;
  /** Moves on when the list must load again (after a decision, or a deadline passed). */
  version: number;
  /** What each tab says when it has no request. */
  empty: Record<RequestTab, string>;
  /** The id shown beside the sender's name. */
  senderId: (request: Request) => string;
  /** What a request shows under its sender. */
  children: (request: Request) => ReactNode;
  /** False until the list may load (no session yet). */
  ready?: boolean;
}

/** The pending and rejected tabs with their lists. */
export function RequestTabs<Request extends { id: string; nickname: string }>({
  lang,
  tab,
  onTab,
  load,
  version,
  empty,
  senderId,
  children,
  ready = true,
}: Props<Request>) {
  const locale = { locale: lang };
  return (
    <Tabs
      label={m['agency.requests.tabs']({}, locale)}
      tabs={[
        { value: 'pending', label: m['agency.requests.pending']({}, locale) },
        { value: 'rejected', label: m['agency.requests.rejected']({}, locale) },
      ]}
      value={tab}
      onChange={onTab}
    >
      {ready && (
        <List
          lang={lang}
          load={load}
          reloadKey={`${tab} ${version}`}
          itemKey={(request) => request.id}
          label={tab === 'pending' ? m['agency.requests.pending']({}, locale) : m['agency.requests.rejected']({}, locale)}
          emptyText={empty[tab]}
          renderItem={(request) => (
            <article className="ag-item" aria-label={request.nickname}>
              <div className="ag-item__head">
                <h3 className="ag-item__name">{request.nickname}</h3>
                <span className="ui-muted">{m['agency.idOf']({ id: senderId(request) }, locale)}</span>
              </div>
              {children(request)}
            </article>
          )}
        />
      )}
    </Tabs>
  );
}
