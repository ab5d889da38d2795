// The one route table (SPEC 2): pages, titles, auth, keep-alive and the tests all read it. Build-time only:
// islands build URLs with src/lib/paths.ts and import types from here, never the table itself.
import type { EventDef, EventMessages } from './lib/event-def.ts';
import type { MessageKey } from './lib/messages.ts';

/** The groups of SPEC 2, used for navigation and reports. */
export type Section = 'account' | 'agency' | 'earnings' | 'coin' | 'tasks' | 'marble' | 'activity';

/** A route whose screen lives in src/features and whose page file lives in src/pages/[...lang]. */
export interface CoreRouteDef {
  /** URL path without language prefix or `.html`, as the app opens it. */
  path: `/${string}`;
  /** Stable route name (camelCase). */
  name: string;
  /** Message key of the page title (a `route.*` message without parameters). */
  title: Extract<MessageKey, `route.${string}`>;
  /** Login required (SPEC 2 "(auth)"). */
  auth: boolean;
  /** Scroll, tab and list survive leaving and coming back (DESIGN 7). */
  keepAlive?: true;
  section: Section;
  /** Routes that show one screen share its id (`/joiningAgency` and `/joinTips`); defaults to the name. */
  screen?: string;
  /** Public pages: the meta description, when the page's intro (shown first and used otherwise) is not one. */
  description?: Extract<MessageKey, `meta.${string}` | `events.notices.${'open' | 'close'}Intro`>;
}

/** SPEC 2, in its order, plus `/followList` (its path is not shown in the spec; assumed). */
export const CORE_ROUTES = [
  // Account and general
  { path: '/meshare', name: 'meshare', title: 'route.meshare', auth: true, section: 'account' },
  { path: '/mall', name: 'mall', title: 'route.mall', auth: true, keepAlive: true, section: 'account' },
  { path: '/buyVip', name: 'buyVip', title: 'route.buyVip', auth: true, section: 'account' },
  { path: '/vipRules', name: 'vipRules', title: 'route.vipRules', auth: true, section: 'account' },
  { path: '/mygrade', name: 'mygrade', title: 'route.mygrade', auth: true, section: 'account' },
  { path: '/myAttire', name: 'myAttire', title: 'route.myAttire', auth: true, section: 'account' },
  { path: '/attiremall', name: 'attiremall', title: 'route.attiremall', auth: true, section: 'account' },
  { path: '/download', name: 'download', title: 'route.download', auth: false, section: 'account', description: 'meta.download' },
  { path: '/404', name: 'notFound', title: 'route.notFound', auth: false, section: 'account', description: 'meta.notFound' },
  { path: '/aboutme', name: 'aboutme', title: 'route.aboutme', auth: false, section: 'account', description: 'meta.aboutme' },
  { path: '/protocol/userPrivacyStatement', name: 'userPrivacyStatement', title: 'route.userPrivacyStatement', auth: false, section: 'account', description: 'meta.userPrivacyStatement' },
  { path: '/protocol/userRegister', name: 'userRegister', title: 'route.userRegister', auth: false, section: 'account', description: 'meta.userRegister' },
  { path: '/banned', name: 'banned', title: 'route.banned', auth: false, section: 'account' },
  { path: '/login', name: 'login', title: 'route.login', auth: false, section: 'account' },
  { path: '/logout', name: 'logout', title: 'route.logout', auth: true, section: 'account' },
  { path: '/homeBanner', name: 'homeBanner', title: 'route.homeBanner', auth: true, section: 'account' },
  { path: '/levelRule', name: 'levelRule', title: 'route.levelRule', auth: true, section: 'account' },
  { path: '/followList', name: 'followList', title: 'route.followList', auth: true, section: 'account' },
  // Agency and family
  { path: '/applyAgency', name: 'applyAgency', title: 'route.applyAgency', auth: true, section: 'agency' },
  { path: '/join_family', name: 'joinFamily', title: 'route.joinFamily', auth: true, section: 'agency' },
  { path: '/join_family/result', name: 'joinFamilyResult', title: 'route.joinFamilyResult', auth: true, section: 'agency' },
  { path: '/agencyManagement', name: 'agencyManagement', title: 'route.agencyManagement', auth: true, section: 'agency' },
  { path: '/familyEverydaydetail', name: 'familyEverydaydetail', title: 'route.familyEverydaydetail', auth: true, section: 'agency' },
  { path: '/castmanage', name: 'castmanage', title: 'route.castmanage', auth: true, section: 'agency' },
  { path: '/castapply', name: 'castapply', title: 'route.castapply', auth: true, section: 'agency' },
  { path: '/exitApply', name: 'exitApply', title: 'route.exitApply', auth: true, section: 'agency' },
  { path: '/agentrecord', name: 'agentrecord', title: 'route.agentrecord', auth: true, section: 'agency' },
  { path: '/livedetail', name: 'livedetail', title: 'route.livedetail', auth: true, section: 'agency' },
  { path: '/familyList', name: 'familyList', title: 'route.familyList', auth: true, section: 'agency' },
  { path: '/dissolve', name: 'dissolve', title: 'route.dissolve', auth: true, section: 'agency' },
  { path: '/outrule', name: 'outrule', title: 'route.outrule', auth: true, section: 'agency' },
  { path: '/callrule', name: 'callrule', title: 'route.callrule', auth: true, section: 'agency' },
  { path: '/call', name: 'call', title: 'route.call', auth: true, section: 'agency' },
  // Earnings and withdrawal
  { path: '/earnings', name: 'earnings', title: 'route.earnings', auth: true, section: 'earnings' },
  { path: '/everyday/details', name: 'everydayDetails', title: 'route.everydayDetails', auth: true, section: 'earnings' },
  { path: '/goldbill', name: 'goldbill', title: 'route.goldbill', auth: true, section: 'earnings' },
  { path: '/incomelog', name: 'incomelog', title: 'route.incomelog', auth: false, section: 'earnings' },
  { path: '/incomedetail', name: 'incomedetail', title: 'route.incomedetail', auth: false, section: 'earnings', description: 'meta.incomedetail' },
  { path: '/withdrawcash', name: 'withdrawcash', title: 'route.withdrawcash', auth: true, section: 'earnings' },
  { path: '/addAccount', name: 'addAccount', title: 'route.addAccount', auth: true, section: 'earnings' },
  { path: '/withdrawalRecord', name: 'withdrawalRecord', title: 'route.withdrawalRecord', auth: true, section: 'earnings' },
  { path: '/withdrawaldetail', name: 'withdrawaldetail', title: 'route.withdrawaldetail', auth: true, section: 'earnings' },
  { path: '/selwithdrawalMethod', name: 'selwithdrawalMethod', title: 'route.selwithdrawalMethod', auth: true, section: 'earnings' },
  // Coin business
  { path: '/dukurecharge', name: 'recharge', title: 'route.recharge', auth: true, section: 'coin' },
  { path: '/resell', name: 'resell', title: 'route.resell', auth: true, section: 'coin' },
  { path: '/subagent', name: 'subagent', title: 'route.subagent', auth: true, section: 'coin' },
  { path: '/resellRecord', name: 'resellRecord', title: 'route.resellRecord', auth: true, section: 'coin' },
  { path: '/subresellrecord', name: 'subresellrecord', title: 'route.subresellrecord', auth: true, section: 'coin' },
  { path: '/pricelist', name: 'pricelist', title: 'route.pricelist', auth: true, section: 'coin' },
  { path: '/coinerlist', name: 'coinerlist', title: 'route.coinerlist', auth: true, section: 'coin' },
  { path: '/joiningAgency', name: 'joiningAgency', title: 'route.joinTips', auth: true, section: 'coin', screen: 'joinTips' },
  { path: '/joinTips', name: 'joinTips', title: 'route.joinTips', auth: true, section: 'coin', screen: 'joinTips' },
  // Tasks
  { path: '/taskcenter', name: 'taskcenter', title: 'route.taskcenter', auth: true, section: 'tasks' },
  { path: '/instructions', name: 'instructions', title: 'route.instructions', auth: true, section: 'tasks' },
  { path: '/hostTask', name: 'hostTask', title: 'route.hostTask', auth: true, section: 'tasks' },
  // Marble game
  { path: '/marble/marbleList', name: 'marbleList', title: 'route.marbleList', auth: true, section: 'marble' },
  { path: '/marble/lotteryRecord', name: 'lotteryRecord', title: 'route.lotteryRecord', auth: true, keepAlive: true, section: 'marble' },
  { path: '/marble/recordDetail', name: 'recordDetail', title: 'route.recordDetail', auth: true, section: 'marble' },
  { path: '/marble/winnerslist', name: 'winnerslist', title: 'route.winnerslist', auth: true, section: 'marble' },
  { path: '/marble/rule', name: 'marbleRule', title: 'route.marbleRule', auth: false, section: 'marble' },
  // Activity pages: the notices and the turntables; every event page (the activity pages, /fun/planet, the PK pages,
  // Ramadan) is an event folder under src/events.
  { path: '/activity/opennotice', name: 'opennotice', title: 'route.opennotice', auth: false, section: 'activity', description: 'events.notices.openIntro' },
  { path: '/activity/closenotice', name: 'closenotice', title: 'route.closenotice', auth: false, section: 'activity', description: 'events.notices.closeIntro' },
  { path: '/turntable', name: 'turntable', title: 'route.turntable', auth: true, section: 'activity' },
  { path: '/turntableone', name: 'turntableone', title: 'route.turntableone', auth: true, section: 'activity' },
  { path: '/turntableTwo', name: 'turntableTwo', title: 'route.turntableTwo', auth: true, section: 'activity' },
  { path: '/turntableRule', name: 'turntableRule', title: 'route.turntableRule', auth: true, section: 'activity' },
  { path: '/turnRule', name: 'turnRule', title: 'route.turnRule', auth: true, section: 'activity' },
  { path: '/turnPage', name: 'turnPage', title: 'route.turnPage', auth: true, section: 'activity' },
  { path: '/turntableRule2', name: 'turntableRule2', title: 'route.turntableRule2', auth: true, section: 'activity' },
  { path: '/tanpa', name: 'tanpa', title: 'route.tanpa', auth: true, section: 'activity' },
  { path: '/tanpaTurn', name: 'tanpaTurn', title: 'route.tanpaTurn', auth: true, section: 'activity' },
  { path: '/harta', name: 'harta', title: 'route.harta', auth: true, section: 'activity' },
  { path: '/shining3', name: 'shining3', title: 'route.shining3', auth: true, section: 'activity' },
  { path: '/shining6', name: 'shining6', title: 'route.shining6', auth: true, section: 'activity' },
] as const satisfies readonly CoreRouteDef[];

/** Path of a core route. */
export type CorePath = (typeof CORE_ROUTES)[number]['path'];

/**
 * Internal pages: built in every language and served like the routes, but not in the public route table (no manifest
 * entry, no CDN rule, linked from no page, noindex): tools for the app's developers.
 */
export const INTERNAL_ROUTES = [
  // docs/bridge.md: every action of the app bridge as a button, with a log of what was sent.
  { path: '/internal/bridge', title: 'bridge.check.title' },
  // Issue 28: the operators' console. Operators only: the pages' first call is refused to anyone else, who is sent to
  // the not-found page.
  { path: '/ops', title: 'ops.title' },
  { path: '/ops/withdrawals', title: 'ops.withdrawals.title' },
  { path: '/ops/settlements', title: 'ops.settlements.title' },
  { path: '/ops/pricelists', title: 'ops.pricelists.title' },
  { path: '/ops/applications', title: 'ops.applications.title' },
] as const satisfies readonly { path: `/${string}`; title: MessageKey }[];

/** The path of an internal page. */
export type InternalPath = (typeof INTERNAL_ROUTES)[number]['path'];

/** A route contributed by an event folder (src/events/<name>/). */
export interface EventRouteDef {
  path: `/${string}`;
  name: string;
  auth: boolean;
  section: 'activity';
  /** The event folder name. */
  event: string;
}

const eventModules = import.meta.glob<{ event: EventDef }>('./events/*/event.ts', { eager: true });
const eventMessageModules = import.meta.glob<{ messages: EventMessages }>('./events/*/messages.ts', { eager: true });

/** `./events/pk0807/event.ts` -> `pk0807`. */
function eventFolder(file: string): string {
  return file.split('/')[2] ?? file;
}

/** Every event folder's declaration, by folder name. */
export const EVENT_DEFS: Readonly<Record<string, EventDef>> = Object.fromEntries(
  Object.entries(eventModules).map(([file, mod]) => [eventFolder(file), mod.event]),
);

/** Every event route, from the event folders (adding or deleting a folder is the whole change). */
export const EVENT_ROUTES: readonly EventRouteDef[] = Object.entries(EVENT_DEFS).flatMap(([folder, def]) =>
  def.routes.map((route, index) => ({
    path: route.path,
    // The folder names the route; a second route of one folder gets a number.
    name: index === 0 ? folder : `${folder}${index + 1}`,
    auth: route.auth,
    section: 'activity' as const,
    event: folder,
  })),
);

/** Texts of each event, by folder name. */
export const EVENT_MESSAGES: Readonly<Record<string, EventMessages>> = Object.fromEntries(
  Object.entries(eventMessageModules).map(([file, mod]) => [eventFolder(file), mod.messages]),
);

/** Any route of the product. */
export type RouteDef = CoreRouteDef | EventRouteDef;

/** All routes: the core table followed by the event routes. */
export const ROUTES: readonly RouteDef[] = [...CORE_ROUTES, ...EVENT_ROUTES];

/** True for a route contributed by an event folder. */
export function isEventRoute(route: RouteDef): route is EventRouteDef {
  return 'event' in route;
}

/** The route at `path`, if any. */
export function findRoute(path: string): RouteDef | undefined {
  return ROUTES.find((route) => route.path === path);
}
