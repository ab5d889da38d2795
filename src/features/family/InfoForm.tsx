// A family's name and notice, for creating and for editing: checked on the page with checkFamilyInfo (the server
// checks again), each problem shown under its field.
import { useState, type SubmitEvent } from 'react';
import {
  FAMILY_NAME_MAX_CHARS,
  FAMILY_NOTICE_MAX_CHARS,
  checkFamilyInfo,
  type FamilyInfoError,
} from '../../domain/family-info.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Field } from '../../ui/Field.tsx';

interface Props {
  lang: Lang;
  initial: { name: string; notice: string };
  submitLabel: string;
  busy: boolean;
  /** Sends the checked values; resolves to the text of a refusal, or null when done. */
  onSubmit: (values: { name: string; notice: string }) => Promise<string | null>;
}

/** The name and notice form. */
export function InfoForm({ lang, initial, submitLabel, busy, onSubmit }: Props) {
  const [name, setName] = useState(initial.name);
  const [notice, setNotice] = useState(initial.notice);
  const [problem, setProblem] = useState<{ field: 'name' | 'notice' | 'form'; text: string } | null>(null);
  const locale = { locale: lang };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkFamilyInfo({ name, notice });
    if (!check.ok) {
      const error: FamilyInfoError = check.error;
      setProblem({ field: error.startsWith('name') ? 'name' : 'notice', text: errorText(new ApiError(`family.${error}`, null), lang) });
      return;
    }
    setProblem(null);
    const refused = await onSubmit({ name: check.name, notice: check.notice });
    if (refused !== null) setProblem({ field: 'form', text: refused });
  };

  return (
    <form className="fam-form" noValidate onSubmit={submit}>
      <Field label={m['family.form.name']({}, locale)} hint={m['family.form.nameHint']({ max: String(FAMILY_NAME_MAX_CHARS) }, locale)} error={problem?.field === 'name' ? problem.text : null} announce>
        {(control) => <input {...control} className="ui-input" value={name} autoComplete="off" onChange={(event) => setName(event.target.value)} />}
      </Field>
      <Field label={m['family.form.notice']({}, locale)} hint={m['family.form.noticeHint']({ max: String(FAMILY_NOTICE_MAX_CHARS) }, locale)} error={problem?.field === 'notice' ? problem.text : null} announce>
        {(control) => <textarea {...control} className="ui-input fam-notice" rows={3} value={notice} onChange={(event) => setNotice(event.target.value)} />}
      </Field>
      {problem?.field === 'form' && (
        <p className="fam-alert" role="alert">
          {problem.text}
        </p>
      )}
      <button type="submit" className="ui-btn ui-btn--primary" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
