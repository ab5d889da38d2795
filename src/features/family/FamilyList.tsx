// /familyList: one island, four views chosen by the query (docs/api.md, "Families"): no `id`, the caller's family
// and the ranking; `id`, that family's page; `id` and `view=manage`, its requests and members with their management;
// `id` and `view=settings`, the creator's settings (name and notice, favourite hosts, member limit). Each view is
// its own chunk, loaded as soon as the island's script runs for the view the address names: a page view loads one
// view's code, not three (DESIGN 9).
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { FAMILY_ENDPOINTS, type FamilyDetail } from '../../contract/family.ts';
import type { Lang } from '../../lib/language.ts';
import { Loading } from '../../ui/LoadState.tsx';
import { useApi, type Loadable } from '../../ui/use-api.ts';
import { useQueryParam } from '../../ui/use-query-param.ts';
import { registerListErrors } from './errors.ts';
import './family.css';
import { useSession } from '../../ui/use-session.ts';
import { Home, loadCreateFamily, loadRanking } from './Home.tsx';

registerListErrors();

const loadPage = () => import('./FamilyPage.tsx');
const loadManage = () => import('./Manage.tsx');
const loadSettings = () => import('./Settings.tsx');
const FamilyPage = lazy(() => loadPage().then((module) => ({ default: module.FamilyPage })));
const Manage = lazy(() => loadManage().then((module) => ({ default: module.Manage })));
const Settings = lazy(() => loadSettings().then((module) => ({ default: module.Settings })));

// The view the address names starts loading with the island, in parallel with its hydration.
if (typeof location !== 'undefined') {
  const query = new URLSearchParams(location.search);
  if (!query.get('id')) void Promise.all([loadRanking(), loadCreateFamily()]);
  else void (query.get('view') === 'manage' ? loadManage : query.get('view') === 'settings' ? loadSettings : loadPage)();
}

interface Props {
  lang: Lang;
  /** The page's static tier rules, shown under the home view and a family's page once they have loaded. */
  children?: ReactNode;
}

/** The /familyList island. */
export function FamilyList({ lang, children }: Props) {
  const id = useQueryParam('id');
  const view = useQueryParam('view');
  const session = useSession();
  // The family of every view but home, requested at once, while the view's code loads.
  const [fetched, reload] = useApi(FAMILY_ENDPOINTS.detail, id ? { family_id: id } : null);
  // A reload after an action keeps the family on screen until the new answer is in: the view stays mounted, so the
  // action's notice and the lists' places survive it.
  const shown = useRef<{ id: string; data: FamilyDetail } | null>(null);
  if (fetched.state === 'ok' && id) shown.current = { id, data: fetched.data };
  const last = shown.current;
  const detail: Loadable<FamilyDetail> = fetched.state === 'loading' && last && last.id === id ? { state: 'ok', data: last.data } : fetched;
  // Unknown until mounted (the build knows no query) and until the entry has signed in: the neutral state.
  const loading = <Loading lang={lang} rows={4} />;
  if (id === undefined || session.status !== 'in') return loading;
  if (!id) return <Home lang={lang}>{children}</Home>;
  const props = { lang, familyId: id, detail, reload };
  return (
    <Suspense fallback={loading}>
      {view === 'manage' ? <Manage {...props} /> : view === 'settings' ? <Settings {...props} /> : <FamilyPage {...props}>{children}</FamilyPage>}
    </Suspense>
  );
}
