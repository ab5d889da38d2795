// Which demo account (DESIGN 5) each route is for, so screenshots (`npm run shots`) and the browser tests that read a
// page's words open it with the data its user sees rather than an empty or refused state.

/** DESIGN 5 demo accounts, by what they are. */
export const DEMO_USER = {
  host: 10001,
  agencyHead: 10002,
  reseller: 10003,
  viewer: 10004,
  dailyHost: 10006,
  subAgent: 10007,
  operator: 10008,
} as const;

/** Whom each section's routes are for, unless ROUTE_FIT names someone else. */
const FOR_SECTION: Readonly<Record<string, number>> = {
  account: DEMO_USER.viewer,
  agency: DEMO_USER.agencyHead,
  earnings: DEMO_USER.host,
  coin: DEMO_USER.reseller,
  tasks: DEMO_USER.host,
  marble: DEMO_USER.viewer,
  activity: DEMO_USER.host,
};

/** Routes whose fitting user is not their section's, and routes that need a query to show their content. */
const ROUTE_FIT: Readonly<Record<string, { user?: number; query?: string }>> = {
  '/mygrade': { user: DEMO_USER.agencyHead },
  '/myAttire': { user: DEMO_USER.agencyHead },
  '/meshare': { user: DEMO_USER.host },
  '/banned': { user: DEMO_USER.operator },
  '/followList': { user: DEMO_USER.host },
  '/homeBanner': { user: DEMO_USER.host },
  '/applyAgency': { user: DEMO_USER.viewer },
  '/join_family': { user: DEMO_USER.viewer },
  '/join_family/result': { user: DEMO_USER.viewer },
  '/livedetail': { query: 'host=10001' },
  // Public pages that show a signed-in host their own settlements.
  '/incomelog': { user: DEMO_USER.host },
  '/incomedetail': { user: DEMO_USER.host },
  '/dukurecharge': { user: DEMO_USER.viewer },
  '/subresellrecord': { user: DEMO_USER.subAgent },
  '/joiningAgency': { user: DEMO_USER.viewer },
  '/joinTips': { user: DEMO_USER.viewer },
  '/taskcenter': { user: DEMO_USER.viewer },
};

/**
 * Detail pages, opened as users open them: from the first entry of their list (the path of the list page), so they
 * show a real record rather than "none chosen".
 */
export const OPENED_FROM: Readonly<Record<string, string>> = {
  '/withdrawaldetail': '/withdrawalRecord',
  '/incomedetail': '/incomelog',
};

/**
 * The query a route is opened with in `lang`: the fitting user's credentials on auth pages and on public pages that
 * name a user, as the app opens them.
 */
export function routeQuery(route: { path: string; auth: boolean; section: string }, lang: string): string {
  const fit = ROUTE_FIT[route.path] ?? {};
  // /login follows the browser language, never the query.
  const params = new URLSearchParams(route.path === '/login' ? '' : `lang=${lang}`);
  if (route.auth || fit.user !== undefined) {
    params.set('user_id', String(fit.user ?? FOR_SECTION[route.section] ?? DEMO_USER.viewer));
    params.set('token', 'demo');
  }
  for (const [key, value] of new URLSearchParams(fit.query ?? '')) params.set(key, value);
  return params.toString();
}
