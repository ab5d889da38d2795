// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NumberInput, parseWholeNumber } from '../../../src/ui/NumberInput.tsx';

/** A form that owns the value, as pages do, and reports each change. */
function Harness({ max, hint, error, onValue = () => undefined }: { max?: number; hint?: string; error?: string; onValue?: (v: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <NumberInput
      label="Amount"
      value={value}
      max={max}
      hint={hint}
      error={error}
      onChange={(v) => {
        onValue(v);
        setValue(v);
      }}
    />
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

  it('keeps only digits as you type: no sign, no decimals, no letters', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await user.type(field(), '-12.5e3');
    expect(field().value).toBe('1253');
    expect(onValue).toHaveBeenLastCalledWith(1253);
  });

  it('turns a pasted amount with separators into the number', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await user.click(field());
    await user.paste('Rp 1.500.000');
    expect(field().value).toBe('1500000');
    expect(onValue).toHaveBeenLastCalledWith(1_500_000);
  });

  it('drops leading zeros but lets 0 stand', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), '0');
    expect(field().value).toBe('0');
    await user.type(field(), '07');
    expect(field().value).toBe('7');
  });

  it('caps the value at max', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness max={5000} onValue={onValue} />);
    await user.type(field(), '60000');
    expect(field().value).toBe('5000');
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
