// /familyList without a family named: the caller's own family (or their waiting request, or creating one at wealth
// level 30), then every family ranked by this week's prestige, with search. The ranking and the creation form are
// chunks of their own (FamilyList.tsx starts loading them with the island), so the other views do not carry them.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { FAMILY_ENDPOINTS, type FamilyOverview } from '../../contract/family.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Card } from '../../ui/Card.tsx';
import { LoadFailed, Loading } from '../../ui/LoadState.tsx';
import { useApi } from '../../ui/use-api.ts';
import { roleName } from './labels.ts';
import { LiveSummonsLink } from './MemberLists.tsx';
import { TierBadge } from './TierBadge.tsx';
import { useAction } from './use-action.ts';

interface Props {
  lang: Lang;
  /** The page's static tier rules, shown once the ranking's first page is in, so nothing shifts. */
  children?: ReactNode;
}

/** The ranking's chunk. */
export const loadRanking = () => import('./Ranking.tsx');
/** The creation form's chunk. */
export const loadCreateFamily = () => import('./CreateFamily.tsx');
const Ranking = lazy(() => loadRanking().then((module) => ({ default: module.Ranking })));
const CreateFamily = lazy(() => loadCreateFamily().then((module) => ({ default: module.CreateFamily })));

/** The home view: my family and the ranking. */
export function Home({ lang, children }: Props) {
  const [overview, reload] = useApi(FAMILY_ENDPOINTS.overview, {});
  return (
    <>
      {overview.state === 'ok' ? (
        <MyFamily lang={lang} overview={overview.data} onChange={reload} />
      ) : overview.state === 'error' ? (
        <LoadFailed lang={lang} error={overview.error} onRetry={reload} />
      ) : (
        <Loading lang={lang} rows={2} />
      )}
      {/* Below the caller's family once it is shown: the ranking never moves it. */}
      {overview.state !== 'loading' && (
        <Suspense fallback={<Loading lang={lang} rows={3} />}>
          <Ranking lang={lang}>
            {children}
          </Ranking>
        </Suspense>
      )}
    </>
  );
}

/** The caller's family, their waiting request, or the way to create one. */
function MyFamily({ lang, overview, onChange }: Props & { overview: FamilyOverview; onChange: () => void }) {
  const locale = { locale: lang };
  const [busy, run] = useAction(lang, m['common.doNotRepeat']({}, locale));
  const [problem, setProblem] = useState<string | null>(null);
  const { family, request } = overview;
  if (family) {
    return (
      <Card title={m['family.mine.title']({}, locale)}>
        <p className="fam-line">
          <a href={pageHref('/familyList', lang, { id: family.id })}>{family.name}</a> <TierBadge lang={lang} tier={family.tier} />
        </p>
        <p className="ui-muted">{`${m['family.page.myRole']({}, locale)}: ${roleName(family.role, lang)}`}</p>
        {family.liveSummons && <LiveSummonsLink lang={lang} summons={family.liveSummons} onEnd={onChange} />}
        <p className="ui-muted">
          {`${m['family.page.prestige']({}, locale)} ${formatNumber(family.weeklyPrestige, lang)} · ${m['family.page.members']({}, locale)} ${family.members}/${family.memberLimit}`}
        </p>
        <a className="ui-btn fam-wide" href={pageHref('/call', lang)}>
          {m['family.link.summons']({}, locale)}
        </a>
      </Card>
    );
  }
  const cancel = async () => {
    if (!request) return;
    const outcome = await run(FAMILY_ENDPOINTS.cancelRequest, { request_id: request.id });
    if (outcome?.ok) onChange();
    else if (outcome) setProblem(outcome.text);
  };
  return (
    <>
      <Card title={m['family.mine.title']({}, locale)}>
        {request ? (
          <>
            <p role="status">{m['family.mine.pending']({ name: request.familyName }, locale)}</p>
            {problem && (
              <p className="fam-alert" role="alert">
                {problem}
              </p>
            )}
            <button type="button" className="ui-btn fam-wide" disabled={busy} onClick={cancel}>
              {m['family.request.cancel']({}, locale)}
            </button>
          </>
        ) : (
          <p className="ui-muted">{m['family.mine.none']({}, locale)}</p>
        )}
      </Card>
      <Suspense fallback={<Loading lang={lang} rows={1} />}>
        <CreateFamily lang={lang} wealthLevel={overview.wealthLevel} />
      </Suspense>
    </>
  );
}
