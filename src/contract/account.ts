// Account area endpoints: sign-in by phone (/login), cancellation (/logout), the internal ban form (/banned), VIP
// (/mall, /buyVip), levels (/mygrade), dress-ups (/attiremall, /myAttire) and the follow list (/followList).
// Erasable TypeScript, shared by the site and the server.
import type { CatalogueItem, DecorBuyer, DecorCategory } from '../domain/decor.ts';
import type { LevelProgress } from '../domain/levels.ts';
import type { VipError, VipLevel, VipStatus } from '../domain/vip.ts';
import { endpoint } from './endpoints.ts';
import type { Page, PageRequest } from './paging.ts';

/** A code was sent (or, when the phone has no account, nothing was: the answer is the same, DESIGN 11). */
export interface SendCodeData {
  phoneMasked: string;
  /** Milliseconds until another code may be asked for. */
  resendAfterMs: number;
  /** Milliseconds the code stays valid. */
  validForMs: number;
}

/** A successful sign-in: the same session as the token check gives (DESIGN 11). */
export interface LoginData {
  authorization_token: string;
  user_id: string;
  expires_at: number;
  /** A pending account cancellation was withdrawn by this sign-in. */
  restored: boolean;
}

/** Sign-in by phone and SMS code; no session needed, fields signed as usual. */
export const LOGIN_ENDPOINTS = {
  sendCode: endpoint<{ region: string; phone: string }, SendCodeData>('/api/login/send-code'),
  verify: endpoint<{ region: string; phone: string; code: string }, LoginData>('/api/login/verify'),
};

/** What a cancelled account gives up, with the user's own figures. */
export interface CancellationLosses {
  coins: number;
  beans: number;
  vip: { level: VipLevel; expiresAt: number } | null;
  decorItems: number;
  /** The agency the user hosts for, or null. */
  agency: { id: string; name: string } | null;
  /** The user's family, or null (the creator's blocker links to its hand-over). */
  family: { id: string; name: string } | null;
  isDealer: boolean;
}

/** Why a cancellation cannot be requested now. */
export type CancellationBlocker = 'agencyHead' | 'familyCreator' | 'dealerStock' | 'withdrawalPending';

/** The account's cancellation state and what cancelling would mean. */
export interface AccountStatus {
  userId: string;
  nickname: string;
  phoneMasked: string | null;
  cancellation: { state: 'none' } | { state: 'pending'; requestedAt: number; endsAt: number };
  losses: CancellationLosses;
  blockers: CancellationBlocker[];
}

/** The signed-in user's account. */
export const ACCOUNT_ENDPOINTS = {
  status: endpoint<Record<string, never>, AccountStatus>('/api/account/status'),
  /** `confirm` must be the caller's own user id, as typed on the page. */
  requestCancel: endpoint<{ confirm: string }, AccountStatus>('/api/account/cancel'),
  withdrawCancel: endpoint<Record<string, never>, AccountStatus>('/api/account/cancel/withdraw'),
};

/** A ban as the operators' list shows it. */
export interface BanView {
  id: string;
  userId: string;
  nickname: string;
  operatorName: string;
  operatorUserId: string;
  reason: string;
  createdAt: number;
  liftedAt: number | null;
  /** When the ban ends by itself (epoch ms); null: until an operator lifts it. */
  endsAt: number | null;
}

/** A user looked up before banning. */
export interface BanTargetView {
  userId: string;
  nickname: string;
  banned: boolean;
  /** Operators cannot be banned from this form. */
  isOperator: boolean;
}

/** The internal ban form: operators only. */
export const BAN_ENDPOINTS = {
  lookup: endpoint<{ user_id: string }, BanTargetView>('/api/ops/bans/lookup'),
  create: endpoint<{ user_id: string; operator_name: string; reason: string; days?: string }, { ban: BanView; sessionsEnded: number }>('/api/ops/bans/create'),
  list: endpoint<PageRequest, Page<BanView>>('/api/ops/bans/list'),
  lift: endpoint<{ id: string }, BanView>('/api/ops/bans/lift'),
};

/** A membership as pages show it. */
export interface VipMembershipView {
  level: VipLevel;
  expiresAt: number;
  levelHeldUntil: number;
}

/** What the VIP Mall shows. */
export interface VipOverview {
  status: VipStatus;
  /** The membership, active or expired; null when never activated. */
  membership: VipMembershipView | null;
  /** SPEC 4: coins recharged in the window, and the window (business dates, both included). */
  rechargedCoins: number;
  window: { start: string; end: string };
  /** The level the window's recharge earns. */
  earnedLevel: VipLevel;
  /** The next level above the one the user holds (or would get) and what it still needs. */
  next: { level: VipLevel; minRechargeCoins: number; remainingCoins: number } | null;
  /** Today's VIP coins: how many, and why they cannot be claimed (null: they can). */
  claim: { coins: number; refusal: VipError | null };
  balance: number;
  isReseller: boolean;
}

/** A purchase or claim's outcome. */
export interface VipResult {
  membership: VipMembershipView;
  balance: number;
  /** Coins claimed (claim only). */
  coins?: number;
}

/** VIP: every signed-in user. */
export const VIP_ENDPOINTS = {
  overview: endpoint<Record<string, never>, VipOverview>('/api/vip/overview'),
  buy: endpoint<{ days: string }, VipResult>('/api/vip/buy', { money: true }),
  claim: endpoint<Record<string, never>, VipResult>('/api/vip/claim', { money: true }),
};

/** One level kind as My Level shows it. */
export interface LevelView extends LevelProgress {
  /** Lifetime coins spent (wealth) or beans received (charm). */
  amount: number;
  /** Coins still to spend or beans still to receive for the next level; 0 at the top. */
  amountToNext: number;
}

/** Wealth and charm. */
export interface LevelsData {
  wealth: LevelView;
  charm: LevelView;
}

/** Levels: every signed-in user. */
export const LEVEL_ENDPOINTS = {
  mine: endpoint<Record<string, never>, LevelsData>('/api/levels/mine'),
};

/** An item the user owns. */
export interface OwnedDecor {
  itemId: string;
  category: DecorCategory;
  expiresAt: number;
  /** Worn now (never true once expired). */
  worn: boolean;
}

/** A special ID the user holds: the number they picked for a special-ID item, until the item expires. */
export interface SpecialIdHeld {
  number: string;
  itemId: string;
  expiresAt: number;
}

/** Dress-ups: every signed-in user. */
export const DECOR_ENDPOINTS = {
  /** The catalogue (items on sale, and those the user owns that are not sold any more), the balance, what the user owns and has. */
  shop: endpoint<Record<string, never>, { balance: number; owned: OwnedDecor[]; items: CatalogueItem[]; buyer: DecorBuyer; specialIds: SpecialIdHeld[] }>('/api/decor/shop'),
  /** A special-ID item's numbers nobody holds, containing `q` (digits, may be empty). */
  numbers: endpoint<{ item_id: string; q: string }, { numbers: string[] }>('/api/decor/numbers'),
  /** `number`: the picked number of a special-ID item (a renewal sends the number already held). */
  buy: endpoint<{ item_id: string; days: string; number?: string }, { owned: OwnedDecor; balance: number; specialId: SpecialIdHeld | null }>('/api/decor/buy', { money: true }),
  /** What the user owns, with the catalogue's items they are. */
  mine: endpoint<Record<string, never>, { owned: OwnedDecor[]; items: CatalogueItem[] }>('/api/decor/mine'),
  /** `wear` = `1` puts the item on (taking off the one worn in its category), `0` takes it off. */
  wear: endpoint<{ item_id: string; wear: string }, { owned: OwnedDecor[] }>('/api/decor/wear'),
};

/** Someone the user follows. */
export interface FollowView {
  /** The follow's id (the list's cursor). */
  id: string;
  userId: string;
  nickname: string;
  wealthLevel: number;
  charmLevel: number;
  isHost: boolean;
  /** A stream of theirs is open now. */
  liveNow: boolean;
  followedAt: number;
}

/** The follow list: every signed-in user. */
export const FOLLOW_ENDPOINTS = {
  list: endpoint<PageRequest, Page<FollowView>>('/api/follows/list'),
  unfollow: endpoint<{ user_id: string }, { unfollowed: boolean }>('/api/follows/unfollow'),
  /** Following again (the list's undo of an unfollow). */
  follow: endpoint<{ user_id: string }, { followed: boolean }>('/api/follows/follow'),
};
