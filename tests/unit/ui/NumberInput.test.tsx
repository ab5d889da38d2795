// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../../src/lib/language.ts';
import { NumberInput, parseWholeNumber } from '../../../src/ui/NumberInput.tsx';

/** A form that owns the value, as pages do, and reports each change. */
function Harness({
  lang = 'en',
  max,
  hint,
  error,
  onValue = () => undefined,
}: {
  lang?: Lang;
  max?: number;
  hint?: string;
  error?: string;
  onValue?: (v: number | null) => void;
}) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <NumberInput
        label="Amount"
        lang={lang}
        value={value}
        max={max}
        hint={hint}
        error={error}
        onChange={(v) => {
          onValue(v);
          setValue(v);
        }}
      />
      <button type="button" onClick={() => setValue(2_500_000)}>
        all
      </button>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;

afterEach(cleanup);

describe('NumberInput', () => {
  it('has a visible label and asks the phone for the numeric keypad', () => {
    render(<Harness />);
    expect(screen.getByText('Amount').tagName).toBe('LABEL');
    expect(field().getAttribute('inputmode')).toBe('numeric');
  });

  it('groups the amount as it is typed, in the page language', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness lang="id" onValue={onValue} />);
    await user.type(field(), '1500000');
    expect(field().value).toBe('1.500.000');
    expect(onValue).toHaveBeenLastCalledWith(1_500_000);
    await user.clear(field());
    await user.type(field(), '2500000');
    expect(field().value).toBe('2.500.000');
  });

  it('reads a pasted "Rp 1.500.000,00" on an Indonesian page as 1,500,000, not 150,000,000', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness lang="id" onValue={onValue} />);
    await user.click(field());
    await user.paste('Rp 1.500.000,00');
    expect(onValue).toHaveBeenLastCalledWith(1_500_000);
    expect(field().value).toBe('1.500.000');
  });

  it('reads "1,500,000.00" on an English page as 1,500,000', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness lang="en" onValue={onValue} />);
    await user.click(field());
    await user.paste('1,500,000.00');
    expect(onValue).toHaveBeenLastCalledWith(1_500_000);
    expect(field().value).toBe('1,500,000');
  });

  it('refuses what could be read two ways, or is not whole, with a message instead of a guess', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness lang="en" onValue={onValue} />);
    await user.click(field());
    await user.paste('1.000');
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(field().value).toBe('1.000');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Unclear amount: type digits only, e.g. 1500000')).toBeTruthy();
    await user.clear(field());
    await user.type(field(), '12.5');
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('Whole amount in digits only, no decimals')).toBeTruthy();
    await user.clear(field());
    await user.type(field(), '-12e3');
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('Whole amount in digits only, no decimals')).toBeTruthy();
  });

  it('shows a value the page sets (withdraw all) grouped, replacing what was typed', async () => {
    const user = userEvent.setup();
    render(<Harness lang="id" />);
    await user.type(field(), '12');
    await user.click(screen.getByRole('button', { name: 'all' }));
    expect(field().value).toBe('2.500.000');
  });

  it('drops leading zeros but lets 0 stand', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), '0');
    expect(field().value).toBe('0');
    await user.type(field(), '7');
    expect(field().value).toBe('7');
  });

  it('caps the value at max', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness max={5000} onValue={onValue} />);
    await user.type(field(), '60000');
    expect(field().value).toBe('5,000');
    expect(onValue).toHaveBeenLastCalledWith(5000);
  });

  it('reports an emptied field as null', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await user.type(field(), '12');
    await user.clear(field());
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(field().value).toBe('');
  });

  it('ties the hint and the error to the field for screen readers', () => {
    render(<Harness hint="Multiples of 5,000" error="Amount exceeds your balance" />);
    const input = field();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Multiples of 5,000', 'Amount exceeds your balance']);
  });

  it('is not marked invalid without an error', () => {
    render(<Harness />);
    expect(field().getAttribute('aria-invalid')).toBeNull();
    expect(field().getAttribute('aria-describedby')).toBeNull();
  });
});

describe('parseWholeNumber', () => {
  it('never goes above the largest safe integer', () => {
    expect(parseWholeNumber('99999999999999999999')).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseWholeNumber('')).toBeNull();
    expect(parseWholeNumber('abc')).toBeNull();
    expect(parseWholeNumber('000')).toBe(0);
  });
});
