// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PersonButton } from '../../../src/ui/PersonButton.tsx';

const TEXTS = { live: 'LIVE', noApp: 'Nothing to open here: this opens in the app.' };
const toastText = () => document.body.querySelector('[role="status"]')?.textContent;

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, 'liveApp');
});

describe('PersonButton', () => {
  it('is a button named by the person, and LIVE while they are live', () => {
    render(
      <>
        <PersonButton userId="20102" name="Bella 1" texts={TEXTS} live />
        <PersonButton userId="10001" name="Sari" texts={TEXTS} />
        <PersonButton userId="20105" name="Eka 1" texts={TEXTS} live mark={false} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Bella 1 LIVE' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sari' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eka 1' })).toBeTruthy();
  });

  it("opens a live person's room and anyone else's profile in the app", async () => {
    const postMessage = vi.fn();
    Object.assign(window, { liveApp: { postMessage } });
    render(
      <>
        <PersonButton userId="20102" name="Bella 1" texts={TEXTS} live />
        <PersonButton userId="10001" name="Sari" texts={TEXTS} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Bella 1 LIVE' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sari' }));
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledTimes(2));
    expect(postMessage.mock.calls.map((call) => JSON.parse(call[0] as string))).toEqual([
      { action: 'openRoom', userId: '20102', v: 1 },
      { action: 'openProfile', userId: '10001', v: 1 },
    ]);
  });

  it('says there is nothing to open here without an app', async () => {
    render(<PersonButton userId="10001" name="Sari" texts={TEXTS} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sari' }));
    await vi.waitFor(() => expect(toastText()).toBe(TEXTS.noApp));
  });
});
