// Creating a family on /familyList (SPEC 5): wealth level 30, the same number in every language, checked on the page
// with canCreateFamily and again by the server; then the name and notice.
import { useState } from 'react';
import { FAMILY_ENDPOINTS } from '../../contract/family.ts';
import { FAMILY_CREATE_MIN_WEALTH_LEVEL, canCreateFamily } from '../../domain/family-info.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Card } from '../../ui/Card.tsx';
import { InfoForm } from './InfoForm.tsx';
import { useAction } from './use-action.ts';

interface Props {
  lang: Lang;
  wealthLevel: number;
}

/** The creation card. */
export function CreateFamily({ lang, wealthLevel }: Props) {
  const locale = { locale: lang };
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, run] = useAction(lang, m['common.doNotRepeat']({}, locale));
  const start = () => {
    // SPEC 5: checked here for speed, again by the server.
    if (!canCreateFamily(wealthLevel)) return setRefusal(errorText(new ApiError('family.levelTooLow', null), lang));
    setOpen(true);
  };
  return (
    <Card title={m['family.create.title']({}, locale)}>
      <p className="ui-muted">
        {m['family.create.needs']({ level: String(FAMILY_CREATE_MIN_WEALTH_LEVEL), mine: String(wealthLevel) }, locale)}
      </p>
      {open ? (
        <InfoForm
          lang={lang}
         
          initial={{ name: '', notice: '' }}
          submitLabel={m['family.create.submit']({}, locale)}
          busy={busy}
          onSubmit={async (values) => {
            const outcome = await run(FAMILY_ENDPOINTS.create, values);
            if (outcome?.ok) location.assign(pageHref('/familyList', lang, { id: outcome.data.familyId }));
            return outcome && !outcome.ok ? outcome.text : null;
          }}
        />
      ) : (
        <>
          {refusal && (
            <p className="fam-alert" role="alert">
              {refusal}
            </p>
          )}
          <button type="button" className="ui-btn ui-btn--primary fam-wide" onClick={start}>
            {m['family.create.open']({}, locale)}
          </button>
        </>
      )}
    </Card>
  );
}
