// Infinite list (DESIGN 8): loads page after page as the end comes within 1.3 screens, with loading, empty,
// error-with-retry and end states. Keep-alive pages pass back what was loaded (`initial`) and save it (`onChange`).
import { startTransition, useCallback, useEffect, useRef, useState, type Key, type ReactNode } from 'react';
import type { Lang } from '../lib/language.ts';
import { m } from '../lib/messages.ts';
import { LAZY_PRELOAD_SCREENS, useNearViewport } from './near-viewport.ts';

/** One answer of `load`, and what a keep-alive page saves: the items so far and the cursor of the next page. */
export interface ListPage<T, C> {
  items: T[];
  /** Cursor of the next page; null when there is none. */
  next: C | null;
}

interface Props<T, C> {
  lang: Lang;
  /** Fetches the page after `cursor` (null: the first page). */
  load: (cursor: C | null) => Promise<ListPage<T, C>>;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => Key;
  /** Items and cursor restored from keep-alive; shown at once instead of loading the first page. */
  initial?: ListPage<T, C>;
  /** Called with everything loaded so far after each page, so a keep-alive page can save it. */
  onChange?: (state: ListPage<T, C>) => void;
  /** Changing it (a new date range or tab) starts again from the first page. */
  reloadKey?: string | number;
  /** Names the list for screen readers. */
  label?: string;
  /** Replaces the default "Nothing here yet". */
  emptyText?: string;
}

type Status = 'loading' | 'ready' | 'error' | 'done';

interface State<T, C> extends ListPage<T, C> {
  status: Status;
  /** At least one page is in `items`; until then `next` means nothing and the first page is fetched. */
  loaded: boolean;
}

/** Only the bottom margin matters: the list grows downwards. */
const SENTINEL_MARGIN = `0px 0px ${Math.round(LAZY_PRELOAD_SCREENS * 100)}% 0px`;

/** Marks "no page shown yet" apart from any reloadKey a page may pass, including undefined. */
const NOTHING_SHOWN = Symbol('nothing shown');

function stateFrom<T, C>(page: ListPage<T, C> | undefined): State<T, C> {
  if (!page) return { items: [], next: null, loaded: false, status: 'loading' };
  return { items: page.items, next: page.next, loaded: true, status: page.next === null ? 'done' : 'ready' };
}

/** An infinite, paged list; the next page loads as its end nears the viewport. */
export function List<T, C>({ lang, load, renderItem, itemKey, initial, onChange, reloadKey, label, emptyText }: Props<T, C>) {
  const [state, setState] = useState<State<T, C>>(() => stateFrom(initial));
  const [sentinel, setSentinel] = useState<HTMLDivElement | null>(null);
  const { near, supported } = useNearViewport(sentinel, SENTINEL_MARGIN);

  // Callbacks read the latest values without re-subscribing; pages often pass inline functions.
  const stateRef = useRef(state);
  stateRef.current = state;
  const loadRef = useRef(load);
  loadRef.current = load;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // Each restart bumps the generation, so answers to requests made before it are dropped.
  const generation = useRef(0);
  const inFlight = useRef(false);
  const shownKey = useRef<unknown>(initial ? reloadKey : NOTHING_SHOWN);

  const fetchPage = useCallback((restart: boolean) => {
    const current = stateRef.current;
    if (!restart && (inFlight.current || current.status === 'done')) return;
    if (restart) generation.current += 1;
    const ticket = generation.current;
    const cursor = restart || !current.loaded ? null : current.next;
    inFlight.current = true;
    setState((s) => (restart ? stateFrom<T, C>(undefined) : { ...s, status: 'loading' }));
    loadRef.current(cursor).then(
      (page) => {
        if (ticket !== generation.current) return;
        inFlight.current = false;
        // A page of rows renders in a transition: in slices, not one task (docs/performance.md).
        startTransition(() => setState((s) => stateFrom({ items: [...s.items, ...page.items], next: page.next })));
      },
      () => {
        if (ticket !== generation.current) return;
        inFlight.current = false;
        setState((s) => ({ ...s, status: 'error' }));
      },
    );
  }, []);

  useEffect(() => {
    if (Object.is(shownKey.current, reloadKey)) return;
    shownKey.current = reloadKey;
    fetchPage(true);
  }, [reloadKey, fetchPage]);

  // Stays true while the end is near, so a short page that leaves it in view is followed by the next at once.
  useEffect(() => {
    if (supported && near && state.status === 'ready') fetchPage(false);
  }, [supported, near, state.status, fetchPage]);

  // Saved after every change of what is loaded (not on status changes alone), for keep-alive pages.
  useEffect(() => {
    if (state.loaded) onChangeRef.current?.({ items: state.items, next: state.next });
  }, [state.items, state.next, state.loaded]);

  const { items, status, loaded } = state;
  const retry = (
    <div className="ui-list-state" role="alert">
      <span>{m['ui.list.error']({}, { locale: lang })}</span>
      <button type="button" className="ui-btn" onClick={() => fetchPage(false)}>
        {m['ui.retry']({}, { locale: lang })}
      </button>
    </div>
  );

  if (!loaded) {
    if (status === 'error') return retry;
    return (
      <div role="status" aria-busy="true">
        <span className="ui-sr">{m['ui.loading']({}, { locale: lang })}</span>
        <span className="ui-skeleton" aria-hidden="true" />
        <span className="ui-skeleton" aria-hidden="true" />
        <span className="ui-skeleton" aria-hidden="true" />
      </div>
    );
  }

  if (items.length === 0 && status === 'done') return <p className="ui-list-state">{emptyText ?? m['ui.list.empty']({}, { locale: lang })}</p>;

  return (
    <div>
      <ul className="ui-list" aria-label={label} aria-busy={status === 'loading'}>
        {items.map((item, index) => (
          <li key={itemKey(item)}>{renderItem(item, index)}</li>
        ))}
      </ul>
      {status === 'loading' && (
        <p className="ui-list-state" role="status">
          {m['ui.list.loadingMore']({}, { locale: lang })}
        </p>
      )}
      {status === 'error' && retry}
      {status === 'done' && <p className="ui-list-state">{m['ui.list.end']({}, { locale: lang })}</p>}
      {status === 'ready' && !supported && (
        // No IntersectionObserver (very old WebViews): the user asks for the next page.
        <div className="ui-list-state">
          <button type="button" className="ui-btn" onClick={() => fetchPage(false)}>
            {m['ui.list.loadMore']({}, { locale: lang })}
          </button>
        </div>
      )}
      {status !== 'done' && <div ref={setSentinel} className="ui-list-sentinel" aria-hidden="true" />}
    </div>
  );
}
