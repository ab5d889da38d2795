// Who may do what (SPEC 6, DESIGN 12): an account's standing and roles decide every action, from one table that
// docs/rules.md lists ("Who may do what") and a unit test walks. Pure: the server reads the facts from its database
// (server/account/policy.ts), a page may pass the ones it knows. Within a family, what each family role may do is the
// family's own table (FAMILY_PERMISSIONS, src/domain/family.ts), asked with the family at hand.

/** Where an account stands: active; banned by an operator; cancelling (its cooling period runs); closed. */
export const STANDINGS = ['active', 'banned', 'cancelling', 'closed'] as const;
/** An account's standing. */
export type Standing = (typeof STANDINGS)[number];

/**
 * SPEC 6: the roles an account may hold; a viewer holds none of them. A coin dealer is a reseller or a sub-agent of one;
 * the family roles name the account's place in its family (one family per account).
 */
export const ACCOUNT_ROLES = [
  'host',
  'agencyHead',
  'reseller',
  'subAgent',
  'operator',
  'familyCreator',
  'familyViceLeader',
  'familyAdmin',
  'familyMember',
] as const;
/** A role of an account. */
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** SPEC 6: coin dealers, resellers and their sub-agents alike. */
export const DEALER_ROLES = ['reseller', 'subAgent'] as const satisfies readonly AccountRole[];
/** Hosts and agency heads: the people who earn beans, see bills and settlements and withdraw them. */
export const EARNER_ROLES = ['host', 'agencyHead'] as const satisfies readonly AccountRole[];

/** What the policy knows of an account. */
export interface AccountFacts {
  standing: Standing;
  roles: readonly AccountRole[];
}

/** The standing of an account from its record at `now`: closed first, then a ban, then a cancellation under way. */
export function standingOf(record: { closedAt: number | null; banned: boolean; cancellationPending: boolean }, now: number): Standing {
  if (record.closedAt !== null && record.closedAt <= now) return 'closed';
  if (record.banned) return 'banned';
  return record.cancellationPending ? 'cancelling' : 'active';
}

/** True when the account holds at least one of `roles`. */
export function holdsAny(account: AccountFacts, roles: readonly AccountRole[]): boolean {
  return roles.some((role) => account.roles.includes(role));
}

/** Who may take an action. */
export interface Rule {
  /** The standings that may. */
  standings: readonly Standing[];
  /** At least one of these roles is needed; absent: any account. */
  anyOf?: readonly AccountRole[];
  /** Accounts holding any of these roles may not. */
  noneOf?: readonly AccountRole[];
  /** Whether the account may act on a row of its own (its own application, its own ban); absent: yes. */
  ownRow?: boolean;
}

/** Any standing: the action is decided by roles alone (a banned or closed account has no session to ask with). */
const ANY_STANDING = STANDINGS;
/** Accounts that are not closed. */
const NOT_CLOSED = ['active', 'banned', 'cancelling'] as const satisfies readonly Standing[];

/**
 * The table (docs/rules.md, "Who may do what"). The first group is what an account does itself; the last is what
 * others may do to an account (the account named is the one the rule reads).
 */
export const POLICY = {
  // Signing in (DESIGN 3, 11): the app's token check only for active accounts; the phone sign-in also for an account
  // in its cooling period, which it keeps (docs/rules.md).
  signInWithAppToken: { standings: ['active'] },
  signInWithPhone: { standings: ['active', 'cancelling'] },
  // Assumed (docs/rules.md): an agency head hands the agency to a host (or has customer service close it), a family
  // creator hands the family to an admin or disbands it, before closing the account; a dealer's stock is a balance, checked beside this rule (cancellation.ts).
  cancelAccount: { standings: ANY_STANDING, noneOf: ['agencyHead', 'familyCreator'] },
  // SPEC 6: hosts' earnings and tasks; agency heads' team; both see bills and withdraw.
  hostEarnings: { standings: ANY_STANDING, anyOf: ['host'] },
  agencyEarnings: { standings: ANY_STANDING, anyOf: ['agencyHead'] },
  earningsRecords: { standings: ANY_STANDING, anyOf: EARNER_ROLES },
  withdraw: { standings: ANY_STANDING, anyOf: EARNER_ROLES },
  liveSessions: { standings: ANY_STANDING, anyOf: EARNER_ROLES },
  manageAgency: { standings: ANY_STANDING, anyOf: ['agencyHead'] },
  leaveAgency: { standings: ANY_STANDING, anyOf: ['host'] },
  // SPEC 6: coin dealers transfer coins and publish price lists.
  resell: { standings: ANY_STANDING, anyOf: DEALER_ROLES },
  publishPriceList: { standings: ANY_STANDING, anyOf: DEALER_ROLES },
  // SPEC 6: a reseller who opens VIP cannot claim its daily coins; assumed (docs/rules.md): nor take tasks.
  claimVipCoins: { standings: ANY_STANDING, noneOf: DEALER_ROLES },
  takeTasks: { standings: ANY_STANDING, noneOf: DEALER_ROLES },
  // Assumed (docs/rules.md): paid games are for players, not coin dealers (their coins are stock for resale, and a
  // dealer's winnings would land in it) nor operators (staff).
  playTurntable: { standings: ANY_STANDING, noneOf: [...DEALER_ROLES, 'operator'] },
  playMarble: { standings: ANY_STANDING, noneOf: [...DEALER_ROLES, 'operator'] },
  // DESIGN 11, 12: operators' internal forms, reviews and console. Nobody reviews their own row (issue 24): no
  // operator bans or lifts a ban of their own account, nor decides their own application, price list, settlement or
  // withdrawal; another operator does.
  useOpsConsole: { standings: ANY_STANDING, anyOf: ['operator'] },
  manageBans: { standings: ANY_STANDING, anyOf: ['operator'], ownRow: false },
  reviewAgencyApplications: { standings: ANY_STANDING, anyOf: ['operator'], ownRow: false },
  reviewPriceLists: { standings: ANY_STANDING, anyOf: ['operator'], ownRow: false },
  reviewSettlements: { standings: ANY_STANDING, anyOf: ['operator'], ownRow: false },
  reviewWithdrawals: { standings: ANY_STANDING, anyOf: ['operator'], ownRow: false },
  // What others may do to an account: send it coins, ban it, bind it to an agency as a host, make it a family's
  // favourite host, follow it.
  // DESIGN 12: coins are received only by active accounts; consent: only an active player may be invited as a host.
  receiveCoins: { standings: ['active'] },
  beBanned: { standings: NOT_CLOSED, noneOf: ['operator'] },
  beBoundToAgency: { standings: ['active'], noneOf: [...DEALER_ROLES, 'operator'] },
  // Assumed (docs/rules.md): a head hands the agency to an active host of it who deals no coins and runs nothing else.
  beHandedAgency: { standings: ['active'], anyOf: ['host'], noneOf: [...DEALER_ROLES, 'operator', 'agencyHead'] },
  // Assumed (docs/rules.md): a creator hands the family to an active admin of it (being an admin of this family is
  // checked with the family, server/family/handover.ts); a family creator already runs one and cannot take another.
  beHandedFamily: { standings: ['active'], anyOf: ['familyAdmin'], noneOf: ['familyCreator'] },
  beFavoriteHost: { standings: ANY_STANDING, anyOf: ['host'] },
  beFollowed: { standings: NOT_CLOSED },
  // Assumed (docs/rules.md): a download page names an inviter only while their account is active.
  beNamedInviter: { standings: ['active'] },
} as const satisfies Record<string, Rule>;

/** An action of the table. */
export type PolicyAction = keyof typeof POLICY;

/** Every action of the table, in its order. */
export const POLICY_ACTIONS = Object.keys(POLICY) as PolicyAction[];

/** Why an action is refused: the account's standing, a role it lacks or holds (`role`), or the row being its own. */
export type Decision = { ok: true } | { ok: false; refusal: 'standing' } | { ok: false; refusal: 'role'; role: AccountRole | null } | { ok: false; refusal: 'ownRow' };

/** Whether `account` may take `action`; `ownRow` when the row acted on is the account's own. */
export function decide(action: PolicyAction, account: AccountFacts, situation: { ownRow?: boolean } = {}): Decision {
  const rule: Rule = POLICY[action];
  if (!rule.standings.includes(account.standing)) return { ok: false, refusal: 'standing' };
  if (rule.anyOf && !holdsAny(account, rule.anyOf)) return { ok: false, refusal: 'role', role: null };
  const held = rule.noneOf?.find((role) => account.roles.includes(role));
  if (held) return { ok: false, refusal: 'role', role: held };
  if (situation.ownRow === true && rule.ownRow === false) return { ok: false, refusal: 'ownRow' };
  return { ok: true };
}

/** True when `account` may take `action` (decide, without the reason). */
export function may(action: PolicyAction, account: AccountFacts, situation: { ownRow?: boolean } = {}): boolean {
  return decide(action, account, situation).ok;
}
