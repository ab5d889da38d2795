// @vitest-environment happy-dom
// /withdrawcash against a stand-in API: the page checks, quotes and confirms with the server's figures, reads pasted
// amounts by its language, reads its balance again after a refusal, and knows when "today's withdrawal" stops holding.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WithdrawOverview } from '../../../src/contract/withdraw.ts';
import { ERROR_CODES } from '../../../src/contract/errors.ts';
import { addDays, businessDayStartMs } from '../../../src/domain/time.ts';
import { $session, CHECKING, startSession } from '../../../src/lib/session.ts';
import { WithdrawCash } from '../../../src/features/withdraw/WithdrawCash.tsx';

const TODAY = '2026-03-18';
const DANA = { method: 'dana' as const, bankCode: null, accountMasked: '********7890', holderName: 'Sari Wulandari', phoneMasked: '********7890' };

/** An overview as the server answers it: DANA linked, the server's own fees. */
function overview(change: Partial<WithdrawOverview> = {}): WithdrawOverview {
  return {
    today: TODAY,
    availableBeans: 2_500_000,
    frozenBeans: 0,
    withdrewToday: false,
    methods: [
      { method: 'bank', bound: null, heldUntil: null },
      { method: 'dana', bound: DANA, heldUntil: null },
      { method: 'ovo', bound: null, heldUntil: null },
    ],
    accountChanges: [],
    rules: { minBeans: 50_000, maxBeans: 50_000_000, multipleBeans: 10_000, feeBeans: { bank: 7_000, dana: 3_000, ovo: 3_000 } },
    ...change,
  };
}

/** The stand-in API: each path answers from its handler; every request's fields are kept. */
let routes: Record<string, (fields: URLSearchParams) => { code: number; data: unknown }>;
let sent: { path: string; fields: URLSearchParams }[];

beforeEach(() => {
  sent = [];
  routes = {
    '/api/withdraw/overview': () => ({ code: 0, data: overview() }),
    '/api/user/me': () => ({ code: 0, data: { user_id: '10001', nickname: 'Sari', gender: 'female' } }),
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input instanceof Request ? input.url : input), 'http://localhost').pathname;
    const fields = new URLSearchParams(String(init?.body ?? ''));
    sent.push({ path, fields });
    const answer = routes[path]?.(fields) ?? { code: ERROR_CODES.notFound, data: null };
    return new Response(JSON.stringify({ msg: 'x', ...answer }), { headers: { 'Content-Type': 'application/json' } });
  });
  sessionStorage.clear();
  $session.set(CHECKING);
  startSession({ userId: '10001', token: 't', packageType: '1', appToken: 'demo', expiresAt: null });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const calls = (path: string) => sent.filter((request) => request.path === path);

describe('WithdrawCash', () => {
  it('preselects the only linked method, and quotes, confirms and sends the fee the server charges', async () => {
    const user = userEvent.setup();
    routes['/api/withdraw/submit'] = (fields) => ({
      code: 0,
      data: {
        withdrawal: { id: '9', method: 'dana', bankCode: null, accountMasked: DANA.accountMasked, holderName: DANA.holderName, amount: Number(fields.get('amount')), fee: 3_000, net: 97_000, status: 2, createdAt: 0, date: TODAY },
        availableBeans: 2_400_000,
      },
    });
    render(<WithdrawCash lang="en" />);
    const dana = await screen.findByRole('radio', { name: 'DANA' });
    await waitFor(() => expect(dana).toHaveProperty('checked', true));
    expect(screen.getByRole('region', { name: 'Withdrawal rules' }).textContent).toContain('DANA feeRp\u00a03,000');
    await user.type(screen.getByLabelText('Amount (Beans)'), '100000');
    expect(screen.getByText('Fee Rp 3,000 · you receive Rp 97,000')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const sheet = screen.getByRole('alertdialog', { name: 'Confirm withdrawal' });
    expect(sheet.textContent).toContain('FeeRp\u00a03,000');
    expect(sheet.textContent).toContain('You receiveRp\u00a097,000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { name: 'Withdrawal submitted' });
    expect(calls('/api/withdraw/submit')[0]?.fields.get('fee')).toBe('3000');
    // The ways on from the result: this withdrawal, all of them, and back to the earnings.
    expect(screen.getByRole('link', { name: 'All withdrawal records' }).getAttribute('href')).toBe('/withdrawalRecord');
    expect(screen.getByRole('link', { name: 'Back to My Earnings' }).getAttribute('href')).toBe('/earnings');
  });

  it('chooses nothing when no account or several are linked, and asks for a method first', async () => {
    const user = userEvent.setup();
    routes['/api/withdraw/overview'] = () => ({
      code: 0,
      data: overview({ methods: [{ method: 'bank', bound: { ...DANA, method: 'bank', bankCode: 'BCA' }, heldUntil: null }, { method: 'dana', bound: DANA, heldUntil: null }, { method: 'ovo', bound: null, heldUntil: null }] }),
    });
    render(<WithdrawCash lang="en" />);
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select a withdrawal method');
    expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
  });

  it('reads a pasted "Rp 1.500.000,00" on the Indonesian page as 1,500,000 beans', async () => {
    const user = userEvent.setup();
    render(<WithdrawCash lang="id" />);
    const amount = await screen.findByLabelText('Jumlah (Bean)');
    await user.click(amount);
    await user.paste('Rp 1.500.000,00');
    expect((amount as HTMLInputElement).value).toBe('1.500.000');
    expect(screen.getByText('Biaya Rp 3.000 · Anda terima Rp 1.497.000')).toBeTruthy();
  });

  it('reads the balance again after the server refuses a withdrawal', async () => {
    const user = userEvent.setup();
    routes['/api/withdraw/submit'] = () => ({ code: ERROR_CODES['withdraw.exceedsAvailable'], data: null });
    render(<WithdrawCash lang="en" />);
    await user.type(await screen.findByLabelText('Amount (Beans)'), '100000');
    routes['/api/withdraw/overview'] = () => ({ code: 0, data: overview({ availableBeans: 40_000 }) });
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Entered amount exceeds the available limit')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('40,000 Beans', { exact: true })).toBeTruthy());
    expect(calls('/api/withdraw/overview')).toHaveLength(2);
  });

  it("keeps the button off while today's withdrawal is used, and turns it on when the day ends (UTC+7)", async () => {
    // Two seconds before midnight in Jakarta; the clock runs on in real time.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(businessDayStartMs(addDays(TODAY, 1)) - 2_000);
    routes['/api/withdraw/overview'] = () => ({ code: 0, data: overview({ withdrewToday: true }) });
    render(<WithdrawCash lang="en" />);
    const button = (await screen.findByRole('button', { name: 'Withdraw' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText('Only one withdrawal per day. Please try again tomorrow.')).toBeTruthy();
    routes['/api/withdraw/overview'] = () => ({ code: 0, data: overview({ today: addDays(TODAY, 1) }) });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement).disabled).toBe(false), { timeout: 8_000 });
    expect(screen.queryByText('Only one withdrawal per day. Please try again tomorrow.')).toBeNull();
    expect(calls('/api/withdraw/overview').length).toBeGreaterThanOrEqual(2);
  }, 15_000);
});
