// One row's decision buttons and the confirmation of the one tapped, for every console queue (withdrawals,
// settlements, price lists, applications): the dialog asks for the text a decision needs (the reason the user sees, or
// the payout reference) and says a refusal of it in place.
import type { Lang } from '../../lib/language.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { Field } from '../../ui/Field.tsx';

/** The text the asked decision needs, and what is wrong with it. */
interface DecisionField {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

interface Props<Decision extends string> {
  lang: Lang;
  /** The decisions this operator may take on the row now. */
  allowed: readonly Decision[];
  text: (decision: Decision) => string;
  /** Whether a decision's button is the primary one (approving, completing, paying). */
  primary: (decision: Decision) => boolean;
  asked: Decision | null;
  onAsk: (decision: Decision) => void;
  /** The confirmation's title, naming the action and the row. */
  title: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Present when the asked decision needs a text. */
  field?: DecisionField | null;
  problem?: string | null;
}

export function DecisionPanel<Decision extends string>({ lang, allowed, text, primary, asked, onAsk, title, busy, onConfirm, onCancel, field, problem }: Props<Decision>) {
  // Without a field or a problem the dialog has no body (its question is its title).
  const body = field ? (
    <Field label={field.label} error={problem ?? null} announce>
      {(control) => <input {...control} className="ui-input" autoComplete="off" value={field.value} onChange={(event) => field.onChange(event.target.value)} />}
    </Field>
  ) : problem ? (
    <p role="alert">{problem}</p>
  ) : undefined;
  return (
    <>
      <div className="ops-actions">
        {allowed.map((decision) => (
          <button key={decision} type="button" className={primary(decision) ? 'ui-btn ui-btn--primary' : 'ui-btn'} onClick={() => onAsk(decision)}>
            {text(decision)}
          </button>
        ))}
      </div>
      <Dialog lang={lang} open={asked !== null} variant="confirm" title={asked ? title : ''} busy={busy} onConfirm={onConfirm} onCancel={() => !busy && onCancel()}>
        {body}
      </Dialog>
    </>
  );
}
