// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '../../../src/contract/endpoints.ts';
import { ApiError } from '../../../src/lib/api.ts';
import { $session, CHECKING, startSession } from '../../../src/lib/session.ts';
import { LoadFailed } from '../../../src/ui/LoadState.tsx';
import { useApi } from '../../../src/ui/use-api.ts';

const READ = { path: '/api/test/read', body: 'form', money: false } as Endpoint<{ page: number }, { items: number[] }>;

let calls: number;
let answer: () => Response;

/** Renders the state the hook gives, as text. */
function Probe({ page }: { page: number | null }) {
  const [result, reload] = useApi(READ, page === null ? null : { page });
  return (
    <div>
      <p>{result.state === 'ok' ? `items ${result.data.items.join(',')}` : result.state}</p>
      {result.state === 'error' && <p>failure {result.error instanceof ApiError ? result.error.failure : 'other'}</p>}
      <button type="button" onClick={reload}>
        reload
      </button>
    </div>
  );
}

beforeEach(() => {
  calls = 0;
  answer = () => new Response(JSON.stringify({ code: 0, msg: 'ok', data: { items: [calls] } }), { headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal('fetch', async () => {
    calls++;
    return answer();
  });
  $session.set(CHECKING);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useApi', () => {
  it('waits while the session is checked, then loads once it is in', async () => {
    render(<Probe page={1} />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(calls).toBe(0);
    act(() => startSession({ userId: '10001', token: 't', packageType: '1', appToken: 'demo', expiresAt: null }));
    expect(await screen.findByText('items 1')).toBeTruthy();
    expect(calls).toBe(1);
  });

  it('says signedOut on a page without a session, and calls nothing', async () => {
    $session.set({ status: 'out' });
    render(<Probe page={1} />);
    expect(await screen.findByText('signedOut')).toBeTruthy();
    expect(calls).toBe(0);
  });

  it('leaves signedOut when a session starts later, even while it has nothing to ask yet', async () => {
    $session.set({ status: 'out' });
    render(<Probe page={null} />);
    expect(await screen.findByText('signedOut')).toBeTruthy();
    act(() => startSession({ userId: '10001', token: 't', packageType: '1', appToken: 'demo', expiresAt: null }));
    expect(await screen.findByText('loading')).toBeTruthy();
    expect(calls).toBe(0);
  });

  it('loads again on reload and when the request changes', async () => {
    startSession({ userId: '10001', token: 't', packageType: '1', appToken: 'demo', expiresAt: null });
    const { rerender } = render(<Probe page={1} />);
    await screen.findByText('items 1');
    act(() => screen.getByRole('button', { name: 'reload' }).click());
    await screen.findByText('items 2');
    rerender(<Probe page={2} />);
    await screen.findByText('items 3');
  });

  it('gives the typed error of a failed call', async () => {
    startSession({ userId: '10001', token: 't', packageType: '1', appToken: 'demo', expiresAt: null });
    answer = () => new Response(JSON.stringify({ code: 1007, msg: 'forbidden', data: null }), { headers: { 'Content-Type': 'application/json' } });
    render(<Probe page={1} />);
    expect(await screen.findByText('failure forbidden')).toBeTruthy();
  });
});

describe('LoadFailed', () => {
  it('shows the failure in the page language and retries on request', () => {
    const retry = vi.fn();
    render(<LoadFailed lang="id" error={new ApiError('network', null)} onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('Permintaan gagal, silakan coba lagi nanti');
    screen.getByRole('button', { name: 'Coba lagi' }).click();
    expect(retry).toHaveBeenCalledOnce();
  });
});
