// /dissolve: the creator starts disbanding (SPEC 4): a 10-day cooling period with its countdown, cancellable at any
// time; then the server job deletes the family. Others see who may do it; the rules are static text above, read first.
import { useState } from 'react';
import { FAMILY_ENDPOINTS, type FamilyDetail } from '../../contract/family.ts';
import { FAMILY_DISSOLVE_COOLING_DAYS } from '../../domain/family-dissolve.ts';
import { can } from '../../domain/family-roles.ts';
import { serverNow } from '../../lib/clock.ts';
import { formatNumber } from '../../lib/format.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Card } from '../../ui/Card.tsx';
import { Countdown } from '../../ui/Countdown.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { LoadFailed, Loading } from '../../ui/LoadState.tsx';
import { useApi } from '../../ui/use-api.ts';
import { registerDissolveErrors } from './dissolve-errors.ts';
import './family.css';
import { TierBadge } from './TierBadge.tsx';
import { useAction } from './use-action.ts';

registerDissolveErrors();

interface Props {
  lang: Lang;
}

/** The dissolve island. */
export function Dissolve({ lang }: Props) {
  const [overview, reloadOverview] = useApi(FAMILY_ENDPOINTS.overview, {});
  const familyId = overview.state === 'ok' ? overview.data.family?.id : undefined;
  const [detail, reload] = useApi(FAMILY_ENDPOINTS.detail, familyId ? { family_id: familyId } : null);
  if (overview.state === 'error') return <LoadFailed lang={lang} error={overview.error} onRetry={reloadOverview} />;
  if (overview.state === 'ok' && !familyId) {
    return (
      <Card title={m['family.dissolve.noFamily']({}, { locale: lang })}>
        <a href={pageHref('/familyList', lang)}>{m['family.back.list']({}, { locale: lang })}</a>
      </Card>
    );
  }
  if (detail.state === 'error') return <LoadFailed lang={lang} error={detail.error} onRetry={reload} />;
  if (detail.state !== 'ok') return <Loading lang={lang} rows={3} />;
  return <DissolveCard lang={lang} family={detail.data} onChange={reload} />;
}

/** The family's disbanding: start it, follow it, cancel it. */
function DissolveCard({ lang, family, onChange }: { lang: Lang; family: FamilyDetail; onChange: () => void }) {
  const locale = { locale: lang };
  const [busy, run] = useAction(lang, m['common.doNotRepeat']({}, locale));
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const act = async (outcome: Awaited<ReturnType<typeof run>>) => {
    setConfirming(false);
    if (!outcome) return;
    setProblem(outcome.ok ? null : outcome.text);
    if (outcome.ok) onChange();
  };
  const title = (
    <>
      <a href={pageHref('/familyList', lang, { id: family.id })}>{family.name}</a> <TierBadge lang={lang} tier={family.tier} />
    </>
  );
  if (!family.myRole || !can(family.myRole, 'dissolve')) {
    return (
      <section className="ui-card">
        <h2 className="fam-name">{title}</h2>
        <p className="ui-muted">{m['family.dissolve.creatorOnly']({ creator: family.creator.nickname }, locale)}</p>
      </section>
    );
  }
  return (
    <section className="ui-card">
      <h2 className="fam-name">{title}</h2>
      {problem && (
        <p className="fam-alert" role="alert">
          {problem}
        </p>
      )}
      {family.dissolve ? (
        <>
          <p role="status">{m['family.dissolve.cooling']({}, locale)}</p>
          <p className="fam-big">
            <Countdown lang={lang} targetMs={family.dissolve.deleteAt} now={serverNow} onEnd={onChange} label={m['family.dissolve.left']({}, locale)} />
          </p>
          <p className="ui-muted">{m['family.dissolve.deleteAt']({ time: formatDateTime(family.dissolve.deleteAt, lang) }, locale)}</p>
          <button type="button" className="ui-btn ui-btn--primary fam-wide" disabled={busy} onClick={async () => act(await run(FAMILY_ENDPOINTS.cancelDissolve, { family_id: family.id }))}>
            {m['family.dissolve.cancel']({}, locale)}
          </button>
        </>
      ) : (
        <>
          <p className="ui-muted">{m['family.dissolve.coins']({ coins: formatNumber(family.coins ?? 0, lang) }, locale)}</p>
          <button type="button" className="ui-btn fam-wide fam-danger" onClick={() => setConfirming(true)}>
            {m['family.dissolve.start']({}, locale)}
          </button>
        </>
      )}
      <Dialog
        lang={lang}
        open={confirming}
        variant="confirm"
        title={m['family.dissolve.confirm']({ name: family.name }, locale)}
        busy={busy}
        onConfirm={async () => act(await run(FAMILY_ENDPOINTS.dissolve, { family_id: family.id }))}
        onCancel={() => setConfirming(false)}
      >
        {m['family.dissolve.confirmBody']({ days: String(FAMILY_DISSOLVE_COOLING_DAYS) }, locale)}
      </Dialog>
    </section>
  );
}
