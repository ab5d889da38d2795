// Every area's endpoints with a user whose role may call them (tests/api/bad-input.test.ts keeps the list complete:
// its last test fails while any API route is left out), shared by the tests that walk every endpoint.
import {
  AGENCY_APPLY_ENDPOINTS,
  AGENCY_HEAD_ENDPOINTS,
  AGENCY_HOST_ENDPOINTS,
  AGENCY_INVITATION_ENDPOINTS,
  AGENCY_JOIN_ENDPOINTS,
  AGENCY_LIVE_ENDPOINTS,
  AGENCY_ME_ENDPOINTS,
  AGENCY_OPS_ENDPOINTS,
} from '../../src/contract/agency.ts';
import { ACCOUNT_ENDPOINTS, BAN_ENDPOINTS, DECOR_ENDPOINTS, FOLLOW_ENDPOINTS, LEVEL_ENDPOINTS, LOGIN_ENDPOINTS, VIP_ENDPOINTS } from '../../src/contract/account.ts';
import { INVITE_ENDPOINTS } from '../../src/contract/invite.ts';
import { EARNINGS_ENDPOINTS, EARNINGS_OPS_ENDPOINTS } from '../../src/contract/earnings.ts';
import { USER_ENDPOINTS, type Endpoint } from '../../src/contract/endpoints.ts';
import { DRAW_ENDPOINTS } from '../../src/contract/draws.ts';
import { DEALER_ENDPOINTS, PRICE_LIST_ENDPOINTS, PRICE_LIST_OPS_ENDPOINTS } from '../../src/contract/price-list.ts';
import { MARBLE_ENDPOINTS } from '../../src/contract/marble.ts';
import { TASK_ENDPOINTS } from '../../src/contract/tasks.ts';
import { FAMILY_COIN_ENDPOINTS, FAMILY_ENDPOINTS, SUMMONS_ENDPOINTS } from '../../src/contract/family.ts';
import { EVENT_ENDPOINTS } from '../../src/contract/events.ts';
import { RESALE_ENDPOINTS } from '../../src/contract/resale.ts';
import { TURNTABLE_ENDPOINTS } from '../../src/contract/turntable.ts';
import { TOPUP_ENDPOINTS } from '../../src/contract/topup.ts';
import { OPS_ENDPOINTS, WITHDRAW_ENDPOINTS } from '../../src/contract/withdraw.ts';
import {
  OPS_APPLICATION_ENDPOINTS,
  OPS_ENDPOINTS_OVERVIEW,
  OPS_PRICE_LIST_ENDPOINTS,
  OPS_SETTLEMENT_ENDPOINTS,
  OPS_WITHDRAWAL_ENDPOINTS,
} from '../../src/contract/ops.ts';

/** Each area's endpoints with a user whose role may call them, so the bad input reaches the handler. */
export const CALLERS: [Record<string, Endpoint<unknown, unknown>>, string][] = [
  [USER_ENDPOINTS, '10004'],
  [EARNINGS_ENDPOINTS, '10001'],
  [WITHDRAW_ENDPOINTS, '10001'],
  [RESALE_ENDPOINTS, '10003'],
  [OPS_ENDPOINTS, '10008'],
  [EARNINGS_OPS_ENDPOINTS, '10008'],
  [DRAW_ENDPOINTS, '10004'],
  [TOPUP_ENDPOINTS, '10004'],
  [PRICE_LIST_ENDPOINTS, '10003'],
  [DEALER_ENDPOINTS, '10004'],
  [PRICE_LIST_OPS_ENDPOINTS, '10008'],
  [{ overview: TASK_ENDPOINTS.overview, claim: TASK_ENDPOINTS.claim, claimMilestone: TASK_ENDPOINTS.claimMilestone }, '10004'],
  // 10004 has not confirmed 18+, so no value can place a bet.
  [{ bet: MARBLE_ENDPOINTS.bet, records: MARBLE_ENDPOINTS.records, record: MARBLE_ENDPOINTS.record, ranks: MARBLE_ENDPOINTS.ranks, wins: MARBLE_ENDPOINTS.wins }, '10004'],
  [AGENCY_APPLY_ENDPOINTS, '10004'],
  [AGENCY_JOIN_ENDPOINTS, '10004'],
  [AGENCY_INVITATION_ENDPOINTS, '10004'],
  [AGENCY_ME_ENDPOINTS, '10004'],
  [AGENCY_HEAD_ENDPOINTS, '10002'],
  [AGENCY_HOST_ENDPOINTS, '10001'],
  [AGENCY_LIVE_ENDPOINTS, '10002'],
  [AGENCY_OPS_ENDPOINTS, '10008'],
  [LOGIN_ENDPOINTS, '10004'],
  [ACCOUNT_ENDPOINTS, '10004'],
  [INVITE_ENDPOINTS, '10004'],
  [BAN_ENDPOINTS, '10008'],
  [VIP_ENDPOINTS, '10002'],
  [LEVEL_ENDPOINTS, '10004'],
  [DECOR_ENDPOINTS, '10002'],
  [FOLLOW_ENDPOINTS, '10004'],
  [TURNTABLE_ENDPOINTS, '10004'],
  // 10002 creates family 30001 (DESIGN 5): every role check of a family passes, so the values reach the rules.
  [FAMILY_ENDPOINTS, '10002'],
  [FAMILY_COIN_ENDPOINTS, '10002'],
  [SUMMONS_ENDPOINTS, '10002'],
  [EVENT_ENDPOINTS, '10001'],
  [OPS_ENDPOINTS_OVERVIEW, '10008'],
  [OPS_SETTLEMENT_ENDPOINTS, '10008'],
  [OPS_PRICE_LIST_ENDPOINTS, '10008'],
  [OPS_APPLICATION_ENDPOINTS, '10008'],
  [{ list: OPS_WITHDRAWAL_ENDPOINTS.list, detail: OPS_WITHDRAWAL_ENDPOINTS.detail, decide: OPS_WITHDRAWAL_ENDPOINTS.decide }, '10008'],
];
