// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $session, CHECKING, startSession } from '../../../src/lib/session.ts';
import { SignedInAs } from '../../../src/ui/SignedInAs.tsx';

let answer: ((body: unknown) => void) | null;

/** Answers the account request once the page has sent it (signing it takes a few ticks). */
async function answerWith(body: unknown): Promise<void> {
  await vi.waitFor(() => expect(answer).not.toBeNull());
  await act(async () => answer?.(body));
}

beforeEach(() => {
  answer = null;
  vi.stubGlobal(
    'fetch',
    () =>
      new Promise<Response>((resolve) => {
        answer = (body) => resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }));
      }),
  );
  $session.set(CHECKING);
  startSession({ userId: '10001', token: 't', packageType: '1', appToken: 'demo', expiresAt: null });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SignedInAs', () => {
  it('holds its line while the account loads, so nothing below it moves when the name arrives', async () => {
    const { container } = render(
      <>
        <SignedInAs lang="en" />
        <form aria-label="withdraw" />
      </>,
    );
    const line = container.querySelector('p.ui-signed-in');
    expect(line?.getAttribute('aria-hidden')).toBe('true');
    expect(line?.nextElementSibling?.tagName).toBe('FORM');
    await answerWith({ code: 0, msg: 'ok', data: { user_id: '10001', nickname: 'Sari' } });
    expect(screen.getByRole('note').textContent).toBe('Signed in as Sari · ID 10001');
    // The same element, filled in: no line was inserted above the form.
    expect(screen.getByRole('note')).toBe(line);
  });

  it('keeps the line empty when the account cannot be loaded', async () => {
    const { container } = render(<SignedInAs lang="en" />);
    await answerWith({ code: 1, msg: 'no', data: null });
    expect(screen.queryByRole('note')).toBeNull();
    expect(container.querySelector('p.ui-signed-in')?.textContent).toBe('\u00a0');
  });
});
