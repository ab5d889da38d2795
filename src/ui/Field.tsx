// A form field's frame (DESIGN 8): its label, the control, and a hint and an error under it, tied to the control by
// ids so screen readers read them with it.
import { useId, type ReactNode } from 'react';

/** What the control inside a Field puts on itself. */
export interface FieldControl {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

interface Props {
  /** Visible label (a translated message). */
  label: string;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Error text under the control; marks it invalid. */
  error?: string | null;
  /** Marks the control invalid without a text of its own (a message elsewhere names the problem). */
  invalid?: boolean;
  /** Announces the error as it appears (role="alert"): for errors a submit reveals. */
  announce?: boolean;
  /** The control, given its id and aria attributes. */
  children: (control: FieldControl) => ReactNode;
}

/** A labelled control with its hint and error. */
export function Field({ label, hint, error, invalid = false, announce = false, children }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error || invalid ? true : undefined })}
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ui-field__error" role={announce ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
