// Whole-number field (DESIGN 8: money and coins are integers). A text input with the numeric keypad rather than
// type="number", which accepts "e", "-" and "." and changes the value on a stray scroll. The amount shows grouped in
// the page language as it is typed ("1.500.000" in Indonesian); a pasted "Rp 1.500.000,00" is read as 1,500,000, and
// text that is not a whole amount, or could be read two ways, is refused with a message rather than guessed at.
import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { formatNumber } from '../lib/format.ts';
import type { Lang } from '../lib/language.ts';
import { m } from '../lib/messages.ts';
import { isGroupedDigits, readAmount, readTypedAmount, type AmountProblem, type AmountReading } from '../lib/parse-amount.ts';
import { Field } from './Field.tsx';

interface Props {
  /** Visible label (a translated message). */
  label: string;
  /** The page language: how amounts are grouped and read. */
  lang: Lang;
  /** The number shown; null for an empty field (or one whose text is refused). */
  value: number | null;
  onChange: (value: number | null) => void;
  /** Told when the text becomes refused (and why) or readable again (null). */
  onProblem?: (problem: AmountProblem | null) => void;
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

/** The text of a refused amount, each message read by its literal key. */
export function amountProblemText(problem: AmountProblem, lang: Lang): string {
  const locale = { locale: lang };
  return problem === 'ambiguous' ? m['ui.amount.ambiguous']({ example: String(1_500_000) }, locale) : m['ui.amount.notWhole']({}, locale);
}

/** How many digits come before position `caret` of `text`. */
function digitsBefore(text: string, caret: number): number {
  return text.slice(0, caret).replace(/\D/g, '').length;
}

/** The position in `text` after its `digits`-th digit. */
function caretAfterDigits(text: string, digits: number): number {
  if (digits === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (/\d/.test(text[index] ?? '') && ++seen === digits) return index + 1;
  }
  return text.length;
}

/** A labelled whole-amount input, grouped as it is typed. */
export function NumberInput({ label, lang, value, onChange, onProblem, max, hint, error, placeholder, name, disabled, required }: Props) {
  const format = (n: number | null) => (n === null ? '' : formatNumber(n, lang));
  const [text, setText] = useState(() => format(value));
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // Where the caret goes after the text is regrouped: after the same number of digits as before.
  const caretDigits = useRef<number | null>(null);

  // A value set by the page (withdraw all, a reset) replaces the text; the text the user is typing stays.
  useEffect(() => {
    const shown = readTypedAmount(text, lang);
    const current = shown.ok ? shown.value : null;
    if (current !== value && !(value === null && !shown.ok)) {
      setText(format(value));
      setProblem(null);
    }
    // Only a new value from outside matters here, not each key typed (the text is read, not watched).
  }, [value]);

  useLayoutEffect(() => {
    const field = input.current;
    if (caretDigits.current === null || !field || document.activeElement !== field) return;
    const at = caretAfterDigits(text, caretDigits.current);
    field.setSelectionRange(at, at);
    caretDigits.current = null;
  }, [text]);

  /** Takes a reading of the field's new text: the value (capped) and the regrouped text, or the refusal. */
  const take = (raw: string, reading: AmountReading, regroup: boolean) => {
    // Text kept as typed keeps the browser's caret; only regrouped text has its caret put back after its digit.
    if (!regroup) caretDigits.current = null;
    if (!reading.ok) {
      setText(raw);
      setProblem(reading.problem);
      onProblem?.(reading.problem);
      onChange(null);
      return;
    }
    const capped = reading.value === null ? null : Math.min(reading.value, Math.floor(max ?? Number.MAX_SAFE_INTEGER));
    setText(regroup || capped !== reading.value ? format(capped) : raw);
    setProblem(null);
    onProblem?.(null);
    onChange(capped);
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    caretDigits.current = digitsBefore(raw, event.target.selectionStart ?? raw.length);
    // A paste that fills the field is read strictly (its separators are the writer's); digits with the page's own
    // separators are regrouped at once; anything else (a decimal mark being typed) is read strictly and left as typed
    // until the field is left.
    const pasted = (event.nativeEvent as InputEvent).inputType === 'insertFromPaste' && !isGroupedDigits(raw, lang);
    const grouped = !pasted && isGroupedDigits(raw, lang);
    const reading = grouped ? readTypedAmount(raw, lang) : readAmount(raw, lang);
    take(raw, reading, grouped || (pasted && reading.ok));
  };

  const onBlur = () => {
    const reading = readTypedAmount(text, lang);
    if (reading.ok) setText(format(reading.value));
  };

  return (
    <Field label={label} hint={hint} error={error ?? (problem ? amountProblemText(problem, lang) : undefined)}>
      {(control) => (
        <input
          {...control}
          ref={input}
          className="ui-input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          name={name}
          placeholder={placeholder}
          disabled={disabled}
          required={required}
          value={text}
          onChange={onInput}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}
