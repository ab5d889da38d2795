// The withdrawal method as a group of radio buttons (bank card, DANA, OVO), with the group's error under it.
import { useId } from 'react';
import { WITHDRAW_METHODS, type WithdrawMethod } from '../../domain/withdrawal.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { methodName } from './labels.ts';

interface Props {
  lang: Lang;
  value: WithdrawMethod | null;
  onChange: (method: WithdrawMethod) => void;
  /** "Please select a withdrawal method", shown under the group. */
  error?: string | null;
}

/** Three methods side by side; arrows move between them as in any radio group. */
export function MethodPicker({ lang, value, onChange, error }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="wd-methods" aria-describedby={error ? errorId : undefined}>
      <legend className="ui-field__label">{m['withdraw.methodLegend']({}, { locale: lang })}</legend>
      <div className="wd-methods__options">
        {WITHDRAW_METHODS.map((method) => (
          <label key={method} className={value === method ? 'wd-method wd-method--checked' : 'wd-method'}>
            <input
              type="radio"
              name={`${id}-method`}
              value={method}
              checked={value === method}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(method)}
            />
            {methodName(method, lang)}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
