// Whole-number field (DESIGN 8: money and coins are integers). A text input with the numeric keypad rather than
// type="number", which accepts "e", "-" and "." and changes the value on a stray scroll.
import type { ChangeEvent } from 'react';
import { Field } from './Field.tsx';
import './ui.css';

interface Props {
  /** Visible label (a translated message). */
  label: string;
  /** The number shown; null for an empty field. */
  value: number | null;
  onChange: (value: number | null) => void;
  /** Largest value accepted; anything above is capped to it. Defaults to Number.MAX_SAFE_INTEGER. */
  max?: number;
  /** Help text under the field. */
  hint?: string;
  /** Error text under the field; marks the field invalid. */
  error?: string;
  placeholder?: string;
  name?: string;
  disabled?: boolean;
  required?: boolean;
}

/** Digits of `raw` as a whole number: anything else dropped, leading zeros gone, capped at `max`; null when empty. */
export function parseWholeNumber(raw: string, max: number = Number.MAX_SAFE_INTEGER): number | null {
  const digits = raw.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits === '') return null;
  // Above 16 digits Number() loses precision, but any such value is over the cap anyway.
  return Math.min(Number(digits), Math.floor(max));
}

/** A labelled integer input: no sign, no decimals, no leading zeros. */
export function NumberInput({ label, value, onChange, max, hint, error, placeholder, name, disabled, required }: Props) {
  // Typing and pasting go through the same filter: "1.500.000" or "Rp 1,500" become 1500000 and 1500.
  const onInput = (event: ChangeEvent<HTMLInputElement>) => onChange(parseWholeNumber(event.target.value, max));

  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          className="ui-input"
          type="text"
          inputMode="numeric"
          // iOS shows the digit keypad for this pattern; validation is ours (the value is always digits).
          pattern="[0-9]*"
          autoComplete="off"
          name={name}
          placeholder={placeholder}
          disabled={disabled}
          required={required}
          value={value === null ? '' : String(value)}
          onChange={onInput}
        />
      )}
    </Field>
  );
}
