import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_ROUTES, EVENT_ROUTES, INTERNAL_ROUTES, ROUTES, findRoute, isEventRoute } from '../../src/routes.ts';
import { LANGS } from '../../src/lib/language.ts';
import { routeTitle } from '../../src/lib/route-title.ts';

/** SPEC 2, every path in its order (89), plus the follow list whose path the spec does not show. */
const SPEC_PATHS = [
  '/meshare', '/mall', '/buyVip', '/vipRules', '/mygrade', '/myAttire', '/attiremall', '/download', '/404', '/aboutme',
  '/protocol/userPrivacyStatement', '/protocol/userRegister', '/banned', '/login', '/logout', '/homeBanner', '/levelRule',
  '/applyAgency', '/join_family', '/join_family/result', '/agencyManagement', '/familyEverydaydetail', '/castmanage',
  '/castapply', '/exitApply', '/agentrecord', '/livedetail', '/familyList', '/dissolve', '/outrule', '/callrule', '/call',
  '/earnings', '/everyday/details', '/goldbill', '/incomelog', '/incomedetail', '/withdrawcash', '/addAccount',
  '/withdrawalRecord', '/withdrawaldetail', '/selwithdrawalMethod',
  '/dukurecharge', '/resell', '/subagent', '/resellRecord', '/subresellrecord', '/pricelist', '/coinerlist',
  '/joiningAgency', '/joinTips',
  '/taskcenter', '/instructions', '/hostTask',
  '/marble/marbleList', '/marble/lotteryRecord', '/marble/recordDetail', '/marble/winnerslist', '/marble/rule',
  '/activity/goldbonus', '/activity/opennotice', '/activity/daycharmrank', '/activity/closenotice',
  '/activity/rechargebonus', '/activity/shareguide', '/activity/shiningGetAward', '/activity/givebackHost',
  '/activity/joinUs', '/activity/shiningForRewardRemix',
  '/turntable', '/turntableone', '/turntableTwo', '/turntableRule', '/turnRule', '/turnPage', '/turntableRule2', '/tanpa',
  '/tanpaTurn', '/harta', '/shining3', '/shining6', '/fun/planet',
  '/pkimg', '/takemeout', '/pktable', '/pk0807', '/pk0904', '/atm0904', '/pk0808',
];

/** SPEC 2 routes without "(auth)" (the ban form is internal but not marked auth; its API checks the operator). */
const SPEC_PUBLIC = [
  '/download', '/404', '/aboutme', '/protocol/userPrivacyStatement', '/protocol/userRegister', '/banned', '/login',
  '/incomelog', '/incomedetail', '/marble/rule', '/activity/opennotice', '/activity/closenotice',
  '/activity/rechargebonus', '/activity/shareguide', '/fun/planet',
];

/** The event pages of SPEC 2 (activity pages, /fun/planet, the one-off PK pages), which live as event folders. */
const SPEC_EVENTS = [
  '/activity/goldbonus', '/activity/daycharmrank', '/activity/rechargebonus', '/activity/shareguide',
  '/activity/shiningGetAward', '/activity/givebackHost', '/activity/joinUs', '/activity/shiningForRewardRemix',
  '/fun/planet', '/pkimg', '/takemeout', '/pktable', '/pk0807', '/pk0904', '/atm0904', '/pk0808',
];

/** SPEC 1 and 9 name a Ramadan event without a path: its folder serves /ramadan. */
const RAMADAN = '/ramadan';

const SPEC_FILE = join(import.meta.dirname, '../../../shared/SPEC.md');

/** Every route path named in SPEC.md section 2, when the spec is beside the repository. */
function pathsInSpec(): string[] | null {
  if (!existsSync(SPEC_FILE)) return null;
  const spec = readFileSync(SPEC_FILE, 'utf8');
  const section = spec.slice(spec.indexOf('## 2.'), spec.indexOf('## 3.'));
  return [...new Set([...section.matchAll(/(?<![\w/])\/[A-Za-z0-9_]+(?:\/[A-Za-z0-9_]+)*/g)].map((m) => m[0]))];
}

/** Every .astro page file under a folder, as paths relative to it. */
function pageFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? pageFiles(path).map((file) => `${entry}/${file}`) : [entry];
  });
}

describe('route table', () => {
  it('has every route of the spec, and nothing the spec does not name but the follow list', () => {
    const paths = ROUTES.map((route) => route.path);
    for (const path of SPEC_PATHS) expect(paths, `missing ${path}`).toContain(path);
    expect([...paths].sort()).toEqual([...SPEC_PATHS, '/followList', RAMADAN].sort());
    expect(ROUTES).toHaveLength(91);
  });

  it('matches the list of SPEC.md section 2 when the spec is beside the repository', () => {
    const fromSpec = pathsInSpec();
    if (!fromSpec) return;
    expect([...fromSpec].sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('marks exactly the routes the spec leaves public as not needing a login', () => {
    const publicPaths = ROUTES.filter((route) => !route.auth).map((route) => route.path);
    expect(publicPaths.sort()).toEqual([...SPEC_PUBLIC].sort());
  });

  it('keeps /mall and /marble/lotteryRecord alive and no other route', () => {
    const kept = CORE_ROUTES.filter((route) => 'keepAlive' in route && route.keepAlive).map((route) => route.path);
    expect(kept).toEqual(['/mall', '/marble/lotteryRecord']);
  });

  it('has unique paths and names', () => {
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.name)).size).toBe(ROUTES.length);
  });

  it('shows /joiningAgency and /joinTips as one screen with one title', () => {
    const joining = findRoute('/joiningAgency');
    const tips = findRoute('/joinTips');
    expect(joining && !isEventRoute(joining) && joining.screen).toBe('joinTips');
    expect(tips && !isEventRoute(tips) && tips.screen).toBe('joinTips');
    for (const lang of LANGS) expect(routeTitle(joining!, lang)).toBe(routeTitle(tips!, lang));
  });

  it('collects the event pages from event folders, named after their folders', () => {
    expect(EVENT_ROUTES.map((route) => route.path).sort()).toEqual([...SPEC_EVENTS, RAMADAN].sort());
    for (const route of EVENT_ROUTES) expect(route.path).toMatch(/^(\/[A-Za-z0-9_-]+)+$/);
    expect(findRoute('/activity/daycharmrank')?.name).toBe('daycharmrank');
  });

  it('uses the spec English titles where the spec gives them', () => {
    const en = (path: string) => routeTitle(findRoute(path)!, 'en');
    expect(en('/mall')).toBe('VIP Mall');
    expect(en('/mygrade')).toBe('My Level');
    expect(en('/myAttire')).toBe('My Decors');
    expect(en('/attiremall')).toBe('Decor Shop');
    expect(en('/applyAgency')).toBe('Agent Registration');
    expect(en('/join_family')).toBe('Join an Agent');
  });

  it('has a title in every language for every route, translated rather than copied from English', () => {
    for (const route of ROUTES)
      for (const lang of LANGS) expect(routeTitle(route, lang).trim(), `${route.path} ${lang}`).not.toBe('');
    const sameAsEnglish = ROUTES.filter((route) => routeTitle(route, 'zh-cn') === routeTitle(route, 'en'));
    expect(sameAsEnglish.map((route) => route.path)).toEqual([]);
  });
});

describe('page files', () => {
  const pagesDir = join(import.meta.dirname, '../../src/pages/[...lang]');

  it('has one page file per core route and internal page, and none without a route', () => {
    const files = pageFiles(pagesDir).filter((file) => file !== '[...event].astro');
    const expected = [...CORE_ROUTES, ...INTERNAL_ROUTES].map((route) => `${route.path.slice(1)}.astro`);
    expect(files.sort()).toEqual(expected.sort());
  });

  it('keeps the internal pages out of the public route table', () => {
    for (const internal of INTERNAL_ROUTES) expect(findRoute(internal.path), internal.path).toBeUndefined();
  });

  it('renders each page file for the route it is named after', () => {
    for (const route of CORE_ROUTES) {
      const source = readFileSync(join(pagesDir, `${route.path.slice(1)}.astro`), 'utf8');
      expect(source, relative(pagesDir, route.path)).toContain(`path="${route.path}"`);
    }
  });
});
