// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../../src/lib/language.ts';
import { List, type ListPage } from '../../../src/ui/List.tsx';
import { installFakeIntersectionObserver } from './fake-intersection-observer.ts';

interface Row {
  id: number;
  name: string;
}

/** A request the test answers when it wants to. */
interface Call {
  cursor: number | null;
  resolve: (page: ListPage<Row, number>) => void;
  reject: (error: unknown) => void;
}

/** A `load` whose answers the test controls, with the calls it received. */
function controlledLoad() {
  const calls: Call[] = [];
  const load = vi.fn(
    (cursor: number | null) =>
      new Promise<ListPage<Row, number>>((resolve, reject) => {
        calls.push({ cursor, resolve, reject });
      }),
  );
  return { load, calls };
}

const rows = (from: number, count: number): Row[] => Array.from({ length: count }, (_, i) => ({ id: from + i, name: `Host ${from + i}` }));

/** Answers a request inside act so React applies the result. */
async function answer(call: Call | undefined, page: ListPage<Row, number>) {
  await act(async () => call?.resolve(page));
}

async function fail(call: Call | undefined) {
  await act(async () => call?.reject(new Error('network')));
}

interface ViewProps {
  load: (cursor: number | null) => Promise<ListPage<Row, number>>;
  lang?: Lang;
  reloadKey?: string;
  initial?: ListPage<Row, number>;
  onChange?: (state: ListPage<Row, number>) => void;
}

function View({ load, lang = 'en', reloadKey, initial, onChange }: ViewProps) {
  return (
    <List
      lang={lang}
      label="Hosts"
      load={load}
      itemKey={(row) => row.id}
      renderItem={(row) => <span>{row.name}</span>}
      reloadKey={reloadKey}
      initial={initial}
      onChange={onChange}
    />
  );
}

let io: ReturnType<typeof installFakeIntersectionObserver>;

beforeEach(() => {
  io = installFakeIntersectionObserver();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('List', () => {
  it('shows a loading state, then the first page, then the next page as the end comes within 1.3 screens', async () => {
    const { load, calls } = controlledLoad();
    render(<View load={load} />);
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(calls[0]?.cursor).toBeNull();

    await answer(calls[0], { items: rows(1, 2), next: 2 });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Host 1', 'Host 2']);
    expect(screen.getByRole('list', { name: 'Hosts' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(io.observers().some((o) => o.rootMargin === '0px 0px 130% 0px' && o.elements.size === 1)).toBe(true);

    act(() => io.setNear(true));
    expect(calls[1]?.cursor).toBe(2);
    expect(screen.getByRole('status').textContent).toBe('Loading more…');
    await answer(calls[1], { items: rows(3, 2), next: 4 });
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('keeps loading while the end stays near, and says when there is nothing more', async () => {
    const { load, calls } = controlledLoad();
    render(<View load={load} />);
    await answer(calls[0], { items: rows(1, 1), next: 2 });
    act(() => io.setNear(true));
    await answer(calls[1], { items: rows(2, 1), next: 3 });
    expect(calls[2]?.cursor).toBe(3);
    await answer(calls[2], { items: rows(3, 1), next: null });
    expect(screen.getByText('No more items')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shows the empty message when there is nothing at all', async () => {
    const { load, calls } = controlledLoad();
    render(<View load={load} />);
    await answer(calls[0], { items: [], next: null });
    expect(screen.getByText('Nothing here yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('offers Retry when the first page fails, and retries it', async () => {
    const user = userEvent.setup();
    const { load, calls } = controlledLoad();
    render(<View load={load} />);
    await fail(calls[0]);
    expect(screen.getByRole('alert').textContent).toContain("Couldn't load.");
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(calls[1]?.cursor).toBeNull();
    await answer(calls[1], { items: rows(1, 1), next: null });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the loaded items when a later page fails, and Retry asks for that same page', async () => {
    const user = userEvent.setup();
    const { load, calls } = controlledLoad();
    render(<View load={load} />);
    await answer(calls[0], { items: rows(1, 2), next: 7 });
    act(() => io.setNear(true));
    await fail(calls[1]);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    // An error does not retry by itself, even with the end still in view.
    expect(load).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(calls[2]?.cursor).toBe(7);
    await answer(calls[2], { items: rows(3, 1), next: null });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('starts again from the first page when reloadKey changes, ignoring the earlier answer', async () => {
    const { load, calls } = controlledLoad();
    const { rerender } = render(<View load={load} reloadKey="2026-03" />);
    await answer(calls[0], { items: rows(1, 2), next: 2 });
    act(() => io.setNear(true));
    expect(calls[1]?.cursor).toBe(2);

    rerender(<View load={load} reloadKey="2026-02" />);
    expect(calls[2]?.cursor).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Loading');
    await answer(calls[1], { items: rows(100, 5), next: 3 });
    expect(screen.queryByText('Host 100')).toBeNull();
    await answer(calls[2], { items: rows(50, 1), next: null });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Host 50']);
  });

  it('shows restored items at once without loading, and reports every loaded page for keep-alive', async () => {
    const { load, calls } = controlledLoad();
    const onChange = vi.fn();
    render(<View load={load} initial={{ items: rows(1, 3), next: 4 }} onChange={onChange} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(load).not.toHaveBeenCalled();
    act(() => io.setNear(true));
    expect(calls[0]?.cursor).toBe(4);
    await answer(calls[0], { items: rows(4, 1), next: null });
    expect(onChange).toHaveBeenLastCalledWith({ items: rows(1, 4), next: null });
  });

  it('offers a Load more button where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const user = userEvent.setup();
    const { load, calls } = controlledLoad();
    render(<View load={load} />);
    await answer(calls[0], { items: rows(1, 2), next: 2 });
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(calls[1]?.cursor).toBe(2);
    await answer(calls[1], { items: rows(3, 1), next: null });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('speaks the page language', async () => {
    const { load, calls } = controlledLoad();
    render(<View load={load} lang="zh-tw" />);
    expect(screen.getByRole('status').textContent).toBe('載入中…');
    await fail(calls[0]);
    expect(screen.getByRole('button', { name: '重試' })).toBeTruthy();
  });
});
