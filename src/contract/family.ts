// Family (club) endpoints: the /familyList screens (ranking, a family's page, its members and their management,
// creating, joining, leaving), /call (red-packet summons, family coins and tasks) and /dissolve. Erasable TypeScript,
// shared by the site and the server.
import type { ErrorName } from './errors.ts';
import type { FamilyTaskId, FamilyTaskPeriod } from '../domain/family-coins.ts';
import type { FamilyError } from '../domain/family-dissolve.ts';
import type { FamilyRole } from '../domain/family-roles.ts';
import type { SummonsTier } from '../domain/family-summons.ts';
import type { FamilyTier, FamilyTierLimits, FamilyTierProgress } from '../domain/family-tiers.ts';
import type { RewardState } from '../domain/tasks.ts';
import { endpoint } from './endpoints.ts';
import type { Page, PageRequest } from './paging.ts';

/** The API error of a refused family rule (src/domain/family-*.ts), the same on the page and on the server. */
export function familyErrorName(error: FamilyError): ErrorName {
  if (error === 'forbidden') return 'forbidden';
  // The job deletes a family the moment its cooling period ends; whoever meets it first finds nothing.
  if (error === 'dissolved') return 'family.notFound';
  return `family.${error}`;
}

/** A person as the family screens name them. */
export interface FamilyPerson {
  userId: string;
  nickname: string;
}

/** A summons members can grab now: the badge of the family page and the "My family" card. */
export interface LiveSummonsBadge {
  id: string;
  expiresAt: number;
  packetsLeft: number;
}

/** The caller's own position: their family (or pending request) and whether they may create one. */
export interface FamilyOverview {
  userId: string;
  wealthLevel: number;
  /** SPEC 5: wealth level 30 reached (FAMILY_CREATE_MIN_WEALTH_LEVEL). */
  canCreate: boolean;
  family: {
    id: string;
    name: string;
    tier: FamilyTier;
    role: FamilyRole;
    weeklyPrestige: number;
    members: number;
    memberLimit: number;
    /** The summons members can grab now, if any (issue 26.5). */
    liveSummons: LiveSummonsBadge | null;
  } | null;
  /** A join request waiting for a family's creator or admins. */
  request: { id: string; familyId: string; familyName: string; createdAt: number } | null;
}

/** One row of the ranking: live families by this week's prestige (ties: the higher tier, then the older family). */
export interface FamilyListItem {
  id: string;
  name: string;
  tier: FamilyTier;
  /** 1 for the top family; a search keeps each family's rank in the whole ranking. */
  rank: number;
  weeklyPrestige: number;
  members: number;
  memberLimit: number;
  creator: FamilyPerson;
  /** The creator asked to dissolve: joining is frozen. */
  cooling: boolean;
}

/** The ranking, or the families whose name contains `query` (or whose id is `query`). */
export interface FamilyListRequest extends PageRequest {
  query?: string;
}

/** A family's page. `coins` and the history of ratings are shown to everyone; management is the roles' own. */
export interface FamilyDetail {
  id: string;
  name: string;
  notice: string;
  tier: FamilyTier;
  createdAt: number;
  creator: FamilyPerson;
  members: number;
  memberLimit: number;
  /** Member-limit expansions bought so far. */
  expansions: number;
  /** The admins and the vice leader. */
  admins: (FamilyPerson & { role: 'viceLeader' | 'admin' })[];
  /** What the tier in force allows (SPEC 3). */
  limits: FamilyTierLimits;
  weeklyPrestige: number;
  progress: FamilyTierProgress;
  /** Sunday 24:00 UTC+7 of this week: the next rating. */
  nextRatingAt: number;
  /** The latest weekly ratings, newest first: the week rated (its Monday), its prestige, the tier it gave. */
  history: { week: string; prestige: number; tier: FamilyTier }[];
  favoriteHosts: FamilyPerson[];
  /** The family coins (members only; null for others). */
  coins: number | null;
  /** SPEC 4: dissolving asked at, deleted at (asked + 10 days), or null. */
  dissolve: { requestedAt: number; deleteAt: number } | null;
  /** The caller's role here, or null when not a member. */
  myRole: FamilyRole | null;
  /** What happened to the family lately (hand-overs), newest first; shown to everyone. */
  news: FamilyNews[];
  /** The caller's notice of being handed this family (as its creator now), until they dismiss it; else null. */
  handedToMe: { from: FamilyPerson; at: number } | null;
  /** The summons members can grab now (issue 26.5), for members only; null when none or not a member. */
  liveSummons: LiveSummonsBadge | null;
  /** The caller's pending join request to this family, or null. */
  myRequestId: string | null;
}

/** The kinds of a family's news. */
export const FAMILY_NEWS_KINDS = ['handOver'] as const;

/** One line of a family's news: `from` handed the family to `to`. */
export interface FamilyNews {
  kind: (typeof FAMILY_NEWS_KINDS)[number];
  from: FamilyPerson;
  to: FamilyPerson;
  at: number;
}

/** A member as the member list shows them. */
export interface FamilyMemberView extends FamilyPerson {
  role: FamilyRole;
  joinedAt: number;
  /** Muted in the family chat room until this instant, or null. */
  mutedUntil: number | null;
  /** A host (may be a favourite host of the family). */
  isHost: boolean;
  isFavorite: boolean;
  /** Live now (docs/rules.md): the list opens their room rather than their profile. */
  liveNow: boolean;
  wealthLevel: number;
  /** Coins the member contributed to the family coins this week (Monday 00:00 UTC+7 on). */
  weekContribution: number;
}

/** A pending join request, oldest first. */
export interface JoinRequestView extends FamilyPerson {
  id: string;
  wealthLevel: number;
  createdAt: number;
}

/** Name and notice, on creating and editing. */
export interface FamilyInfoRequest {
  name: string;
  notice: string;
}

/** The fields that name a family. */
export interface FamilyIdRequest {
  family_id: string;
}

/** The fields that name a member of a family. */
export interface FamilyMemberRequest extends FamilyIdRequest {
  user_id: string;
}

/** The family screens of /familyList and /dissolve. */
export const FAMILY_ENDPOINTS = {
  overview: endpoint<Record<string, never>, FamilyOverview>('/api/family/overview'),
  list: endpoint<FamilyListRequest, Page<FamilyListItem>>('/api/family/list'),
  detail: endpoint<FamilyIdRequest, FamilyDetail>('/api/family/detail'),
  create: endpoint<FamilyInfoRequest, { familyId: string }>('/api/family/create'),
  edit: endpoint<FamilyIdRequest & FamilyInfoRequest, FamilyDetail>('/api/family/edit'),
  join: endpoint<FamilyIdRequest, { requestId: string }>('/api/family/join'),
  cancelRequest: endpoint<{ request_id: string }, { cancelled: true }>('/api/family/request/cancel'),
  leave: endpoint<FamilyIdRequest, { left: true; lostRole: 'viceLeader' | 'admin' | null }>('/api/family/leave'),
  /** `order`: `role` (default: by role, then who joined first) or `contribution` (this week's, highest first). */
  members: endpoint<FamilyIdRequest & PageRequest & { order?: 'role' | 'contribution' }, Page<FamilyMemberView>>('/api/family/members'),
  requests: endpoint<FamilyIdRequest & PageRequest, Page<JoinRequestView>>('/api/family/requests'),
  decide: endpoint<FamilyIdRequest & { request_id: string; decision: 'accept' | 'reject' }, { members: number }>('/api/family/request/decide'),
  mute: endpoint<FamilyMemberRequest & { muted: '1' | '0' }, { mutedUntil: number | null }>('/api/family/member/mute'),
  kick: endpoint<FamilyMemberRequest, { members: number }>('/api/family/member/kick'),
  role: endpoint<FamilyMemberRequest & { role: 'viceLeader' | 'admin' | 'member' }, { role: FamilyRole }>('/api/family/member/role'),
  favorite: endpoint<FamilyMemberRequest & { favorite: '1' | '0' }, { favoriteHosts: FamilyPerson[] }>('/api/family/favorite-host'),
  expand: endpoint<FamilyIdRequest, { expansions: number; memberLimit: number; coins: number }>('/api/family/expand', { money: true }),
  dissolve: endpoint<FamilyIdRequest, { requestedAt: number; deleteAt: number }>('/api/family/dissolve'),
  cancelDissolve: endpoint<FamilyIdRequest, { cancelled: true }>('/api/family/dissolve/cancel'),
  /** The creator hands the family to `user_id`, an admin of it (issue 27.6); once per Idempotency-Key. */
  handOver: endpoint<FamilyMemberRequest, { familyId: string; creator: FamilyPerson }>('/api/family/hand-over', { money: true }),
  /** The new creator dismisses their notice of being handed the family. */
  noticeSeen: endpoint<FamilyIdRequest, { seen: true }>('/api/family/notice/seen'),
};

/** One family task as /call shows it. */
export interface FamilyTaskView {
  id: FamilyTaskId;
  period: FamilyTaskPeriod;
  target: number;
  progress: number;
  rewardCoins: number;
  state: RewardState;
  /** When this period ends and the task starts again. */
  endsAt: number;
}

/** The family coins, the member's own coins for contributing, today's check-in and the tasks. */
export interface FamilyCoinsView {
  familyId: string;
  coins: number;
  myCoins: number;
  checkedInToday: boolean;
  tasks: FamilyTaskView[];
}

/** Family coins and tasks (members). */
export const FAMILY_COIN_ENDPOINTS = {
  coins: endpoint<Partial<FamilyIdRequest>, FamilyCoinsView>('/api/family/coins'),
  contribute: endpoint<FamilyIdRequest & { amount: string }, { coins: number; myCoins: number; weeklyPrestige: number }>('/api/family/contribute', {
    money: true,
  }),
  checkIn: endpoint<FamilyIdRequest, { checkins: number }>('/api/family/check-in'),
  claimTask: endpoint<FamilyIdRequest & { task: string }, { coins: number; rewardCoins: number }>('/api/family/task/claim', { money: true }),
};

/** A summons as /call lists it. */
export interface SummonsView {
  id: string;
  tier: SummonsTier;
  coins: number;
  packets: number;
  /** Packets taken so far. */
  claimed: number;
  /** Members who answered while it was valid (with or without a packet). */
  people: number;
  /** SPEC 9: thresholds of 5, 15, 30, 100 and 150 people reached. */
  effectLevel: number;
  sender: FamilyPerson;
  sentAt: number;
  expiresAt: number;
  /** Unclaimed coins returned to the family at expiry; null until then. */
  refundedCoins: number | null;
  /** DESIGN 11: the split was drawn from this message with the summons seed of `period`. */
  drawMessage: string;
  period: string;
  /** The caller's answer: the packet (its position in the split and coins), or null coins when none was left. */
  myGrab: { position: number | null; coins: number | null } | null;
}

/** /call: the caller's family, its coins, whether they may send, the live summons and the latest ended ones. */
export interface SummonsOverview {
  family: { id: string; name: string; tier: FamilyTier };
  myRole: FamilyRole;
  coins: number;
  canStart: boolean;
  live: SummonsView | null;
  recent: SummonsView[];
  /** DESIGN 11: today's summons seed commitment, published before the day's first draw. */
  commitment: { period: string; commitment: string };
}

/** One answer to a summons, with what anyone needs to recompute its packet. */
export interface SummonsGrabView extends FamilyPerson {
  position: number | null;
  coins: number | null;
  at: number;
  drawMessage: string;
}

/** A summons with everyone who answered and its seed (revealed once its day is over). */
export interface SummonsDetail extends SummonsView {
  grabs: SummonsGrabView[];
  seed: { commitment: string; seed: string | null };
}

/** Red-packet summons (members; sending: the creator, vice leader and admins). */
export const SUMMONS_ENDPOINTS = {
  overview: endpoint<Partial<FamilyIdRequest>, SummonsOverview>('/api/family/summons/overview'),
  start: endpoint<FamilyIdRequest & { tier: string }, { summons: SummonsView; coins: number }>('/api/family/summons/start', { money: true }),
  grab: endpoint<{ summons_id: string }, { summons: SummonsView; coins: number | null; position: number | null; myCoins: number }>(
    '/api/family/summons/grab',
    { money: true },
  ),
  detail: endpoint<{ summons_id: string }, SummonsDetail>('/api/family/summons/detail'),
};
