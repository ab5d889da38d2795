// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BILL_RANGE_MAX_DAYS, INCOME_RANGE_MAX_DAYS } from '../../../src/domain/date-range.ts';
import type { Lang } from '../../../src/lib/language.ts';
import { DateRangePicker } from '../../../src/ui/DateRangePicker.tsx';
import { ApiError, errorText } from '../../../src/lib/api.ts';
import { ERROR_CODES } from '../../../src/contract/errors.ts';

const TODAY = '2026-03-31';

function setup({ lang = 'en', maxDays = INCOME_RANGE_MAX_DAYS }: { lang?: Lang; maxDays?: number } = {}) {
  const user = userEvent.setup();
  const onChange = vi.fn();
  const view = render(
    <DateRangePicker lang={lang} today={TODAY} maxDays={maxDays} value={{ start: '2026-03-25', end: '2026-03-31' }} onChange={onChange} />,
  );
  /** Types a date into a field as a user would, after clearing it. */
  const setDate = async (name: string, value: string) => {
    const input = screen.getByLabelText(name);
    await user.clear(input);
    if (value) await user.type(input, value);
  };
  return { user, onChange, setDate, ...view };
}

afterEach(cleanup);

describe('DateRangePicker', () => {
  it('shows labelled start and end dates that offer nothing after today', () => {
    setup();
    const start = screen.getByLabelText('Start date') as HTMLInputElement;
    const end = screen.getByLabelText('End date') as HTMLInputElement;
    expect([start.type, start.value, start.max]).toEqual(['date', '2026-03-25', TODAY]);
    expect([end.type, end.value, end.max]).toEqual(['date', '2026-03-31', TODAY]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hands a valid range to the page on Search', async () => {
    const { user, onChange, setDate } = setup();
    await setDate('Start date', '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onChange).toHaveBeenCalledWith({ start: '2026-03-01', end: '2026-03-31' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says both dates are required as soon as one is emptied, and marks that field', async () => {
    const { user, onChange, setDate } = setup();
    await setDate('Start date', '');
    expect(screen.getByRole('alert').textContent).toBe('Start and end dates are required');
    const start = screen.getByLabelText('Start date');
    expect(start.getAttribute('aria-invalid')).toBe('true');
    expect(start.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(screen.getByLabelText('End date').getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a start after the end', async () => {
    const { user, onChange, setDate } = setup();
    await setDate('End date', '2026-03-20');
    expect(screen.getByRole('alert').textContent).toBe('The start date cannot be after the end date');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses an end after today even if typed in', async () => {
    const { setDate } = setup();
    await setDate('End date', '2026-04-01');
    expect(screen.getByRole('alert').textContent).toBe('The end date cannot be after today');
    expect(screen.getByLabelText('End date').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Start date').getAttribute('aria-invalid')).toBeNull();
  });

  it('allows 31 days counted inclusively and refuses 32, naming the limit', async () => {
    const { user, onChange, setDate } = setup();
    await setDate('Start date', '2026-03-01');
    expect(screen.queryByRole('alert')).toBeNull();
    await setDate('Start date', '2026-02-28');
    expect(screen.getByRole('alert').textContent).toBe('The range can be at most 31 days');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('allows 70 days on the bill page', async () => {
    const { user, onChange, setDate } = setup({ maxDays: BILL_RANGE_MAX_DAYS });
    await setDate('Start date', '2026-01-21');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onChange).toHaveBeenCalledWith({ start: '2026-01-21', end: TODAY });
    await setDate('Start date', '2026-01-20');
    expect(screen.getByRole('alert').textContent).toBe('The range can be at most 70 days');
  });

  it('speaks the page language', async () => {
    const { setDate } = setup({ lang: 'id' });
    expect(screen.getByRole('button', { name: 'Cari' })).toBeTruthy();
    await setDate('Tanggal akhir', '');
    expect(screen.getByRole('alert').textContent).toBe('Tanggal mulai dan tanggal akhir wajib diisi');
  });

  it('shows a new range the page passes in and forgets the old error', async () => {
    const { setDate, rerender, onChange } = setup();
    await setDate('End date', '');
    expect(screen.getByRole('alert')).toBeTruthy();
    rerender(<DateRangePicker lang="en" today={TODAY} maxDays={31} value={{ start: '2026-02-01', end: '2026-02-28' }} onChange={onChange} />);
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('2026-02-01');
    expect((screen.getByLabelText('End date') as HTMLInputElement).value).toBe('2026-02-28');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says each refusal exactly as the API's range errors do: one set of messages for both", async () => {
    const { setDate, user } = setup({ lang: 'id' });
    const api = (name: 'range.required' | 'range.startAfterEnd' | 'range.endAfterToday' | 'range.tooLong', data: unknown = null) =>
      errorText(new ApiError(name, ERROR_CODES[name], data), 'id');
    const search = () => user.click(screen.getByRole('button', { name: 'Cari' }));
    await setDate('Tanggal mulai', '');
    await search();
    expect(screen.getByRole('alert').textContent).toBe(api('range.required'));
    await setDate('Tanggal mulai', '2026-03-30');
    await setDate('Tanggal akhir', '2026-03-29');
    await search();
    expect(screen.getByRole('alert').textContent).toBe(api('range.startAfterEnd'));
    await setDate('Tanggal akhir', '2026-04-01');
    await search();
    expect(screen.getByRole('alert').textContent).toBe(api('range.endAfterToday'));
    await setDate('Tanggal mulai', '2026-02-01');
    await setDate('Tanggal akhir', '2026-03-31');
    await search();
    expect(screen.getByRole('alert').textContent).toBe(api('range.tooLong', { days: INCOME_RANGE_MAX_DAYS }));
  });
});
