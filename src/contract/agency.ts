// Agency endpoints (the /applyAgency, /join_family, /join_family/result, /agencyManagement, /familyEverydaydetail,
// /castmanage, /castapply, /exitApply, /agentrecord and /livedetail screens), grouped by who may call them.
// Erasable TypeScript, shared by the site and the server.
import type { AgencyApplicationField, AgencyFieldError } from '../domain/agency-application.ts';
import type { AgencyEventKind, AgencyRecordFilter } from '../domain/agency-records.ts';
import type { TeamOrder, TeamSort } from '../domain/team-sort.ts';
import { endpoint } from './endpoints.ts';
import type { Page, PageRequest, RangeRequest } from './paging.ts';

/** An agency as the join screen and the overview show it. */
export interface AgencyCard {
  id: string;
  name: string;
  /** Same-origin URL of its avatar, or null when it has none. */
  avatarUrl: string | null;
  headNickname: string;
  hostCount: number;
  /** The agency was closed (issue 27.6): it is not joined any more. */
  closed: boolean;
}

/** SPEC 4: where an application stands. */
export type ApplicationStatusName = 'underReview' | 'passed' | 'notPassed';

/** An agency application as its applicant (and the operator) sees it. */
export interface ApplicationView {
  id: string;
  status: ApplicationStatusName;
  agentName: string;
  avatarId: string;
  avatarUrl: string;
  phone: string;
  whatsapp: string;
  bankName: string;
  bankCardNumber: string;
  accountHolderName: string;
  platform: string | null;
  /** Why it did not pass (status notPassed). */
  reason: string | null;
  createdAt: number;
  decidedAt: number | null;
}

/** /applyAgency: the latest application, the agency it made, and what bars a new one. */
export interface ApplicationStatusData {
  application: ApplicationView | null;
  /** The agency the caller heads (passed), or null. */
  agency: { id: string; name: string } | null;
  /** Why the caller cannot apply now, beyond the application itself: a member host, a join request waiting. */
  blocker: 'memberHost' | 'joinPending' | null;
}

/** The application form as sent; `avatar` is the id an avatar upload answered. */
export interface ApplicationRequest {
  agent_name: string;
  avatar: string;
  phone: string;
  whatsapp: string;
  bank_name: string;
  bank_card_number: string;
  account_holder_name: string;
  platform?: string;
}

/** The field errors that go with a refused application (`agency.incomplete` … `agency.cardNumberInvalid`). */
export interface ApplicationErrorsData {
  errors: Partial<Record<AgencyApplicationField, AgencyFieldError>>;
}

/** A stored image: its id and where it is served. */
export interface UploadedImage {
  id: string;
  url: string;
}

/** SPEC 4: the caller's join request as /join_family and /join_family/result show it. */
export interface JoinStatusData {
  state: 'none' | 'pending' | 'rejected' | 'joined';
  /** The request behind the state (none for a host who joined another way). */
  request: JoinRequestView | null;
  /** The agency of the request, or the one the caller is a host of. */
  agency: AgencyCard | null;
  /** Why the caller cannot ask to join: they head an agency or their application is under review. */
  blocker: 'head' | 'applying' | null;
  /** The agency the caller was a host of was closed by its head: shown until they dismiss it (issue 27.6). */
  closedNotice: AgencyClosedNotice | null;
}

/** A freed host's notice that their agency closed. */
export interface AgencyClosedNotice {
  agencyId: string;
  agencyName: string;
  closedAt: number;
}

/** What closing the agency did (issue 27.6). */
export interface AgencyCloseResult {
  agencyId: string;
  name: string;
  closedAt: number;
  hostsFreed: number;
  joinRequestsClosed: number;
  invitationsClosed: number;
}

/** A join request. */
export interface JoinRequestView {
  id: string;
  status: 'pending' | 'accepted' | 'rejected' | 'cancelled';
  createdAt: number;
  decidedAt: number | null;
  /** The head's reason for a rejection: only the applicant and that head see it. */
  reason: string | null;
}

/** Anyone signed in: apply for an agency. */
export const AGENCY_APPLY_ENDPOINTS = {
  status: endpoint<Record<string, never>, ApplicationStatusData>('/api/agency/application'),
  /** Multipart: the image in `file` (docs/api.md "Uploads"). */
  avatarUpload: endpoint<Record<string, never>, UploadedImage>('/api/agency/application/avatar/upload'),
  submit: endpoint<ApplicationRequest, ApplicationView>('/api/agency/application/submit'),
};

/** Anyone signed in: find an agency by invite code, ask to join, follow or cancel the request. */
export const AGENCY_JOIN_ENDPOINTS = {
  find: endpoint<{ code: string }, AgencyCard>('/api/agency/join/find'),
  send: endpoint<{ code: string }, JoinStatusData>('/api/agency/join/send'),
  status: endpoint<Record<string, never>, JoinStatusData>('/api/agency/join/status'),
  cancel: endpoint<{ id: string }, JoinStatusData>('/api/agency/join/cancel'),
  /** A freed host has read that their agency closed. */
  dismissClosed: endpoint<{ agency_id: string }, JoinStatusData>('/api/agency/join/closed-notice/dismiss'),
};

/** Anyone signed in: the invitations a head sent them, accepted (they join) or declined. */
export const AGENCY_INVITATION_ENDPOINTS = {
  mine: endpoint<Record<string, never>, { invitations: ReceivedInvitationView[] }>('/api/agency/my-invitations'),
  answer: endpoint<{ id: string; answer: 'accept' | 'decline' }, { invitations: ReceivedInvitationView[]; status: JoinStatusData }>(
    '/api/agency/my-invitations/answer',
  ),
};

/** Who the caller is in the agency area, so a screen shows the head's or the host's side. */
export interface AgencyMeData {
  role: 'head' | 'host' | 'none';
  /** The agency headed, or the one the host belongs to (null for a host in none). */
  agency: { id: string; name: string } | null;
}

/** Anyone signed in. */
export const AGENCY_ME_ENDPOINTS = {
  me: endpoint<Record<string, never>, AgencyMeData>('/api/agency/me'),
};

/** /agencyManagement: the team at a glance. */
export interface AgencyOverview {
  agency: AgencyCard & { inviteCode: string };
  today: string;
  weekStart: string;
  beansToday: number;
  beansThisWeek: number;
  /** Valid days (SPEC 9: 60 minutes live) of all hosts this week. */
  validDaysThisWeek: number;
  hostsLiveToday: number;
  /** SPEC 9: this week's agency rank by beans (top 10 paid) and the bonus it would pay. */
  rank: { rank: number | null; bonusBeans: number; top: number };
  pending: { joinRequests: number; exitRequests: number };
}

/** A host of the agency on /castmanage. */
export interface TeamHostView {
  userId: string;
  nickname: string;
  joinedDate: string;
  liveMinutesThisWeek: number;
  beansThisWeek: number;
  validDaysThisWeek: number;
  /** An exit request of theirs waits for the head. */
  exitPending: boolean;
  /** Their charm level (the host's level, SPEC 3). */
  charmLevel: number;
}

/** A user looked up by id before adding them as a host. */
export interface HostCandidate {
  userId: string;
  nickname: string;
}

/** DESIGN 12 "Consent": an invitation the head sent, waiting for the user's answer (/castmanage). */
export interface SentInvitationView {
  id: string;
  userId: string;
  nickname: string;
  createdAt: number;
}

/** What "Add host" did: the user had asked to join (their request is accepted), or they are invited and must accept. */
export type AddHostResult = { outcome: 'joined'; host: TeamHostView } | { outcome: 'invited'; invitation: SentInvitationView };

/** An invitation as the invited user sees it (/join_family, /join_family/result). */
export interface ReceivedInvitationView {
  id: string;
  createdAt: number;
  agency: AgencyCard;
}

/** A join request as the head sees it on /castapply. */
export interface JoinApplicantView extends JoinRequestView {
  userId: string;
  nickname: string;
  wealthLevel: number;
  charmLevel: number;
  /** Gift beans received in the last APPLICANT_FIGURES_DAYS business days (src/domain/agency-join.ts). */
  beans30d: number;
  /** Minutes of valid live sessions (SPEC 9) in the same days. */
  liveMinutes30d: number;
}

/** An exit request as the head sees it on /exitApply. */
export interface ExitRequestView {
  id: string;
  hostId: string;
  nickname: string;
  status: 'pending' | 'rejected';
  requestedAt: number;
  /** SPEC 4: pending: the instant the host is detached automatically (requested + 15 days). */
  deadlineAt: number;
  decidedAt: number | null;
  /** Rejected: the 90-day rule so far. */
  inactive: { daysCounted: number; daysRequired: number; dueDate: string } | null;
}

/** One day of /familyEverydaydetail. */
export interface TeamDay {
  date: string;
  /** Hosts with any valid live time that day. */
  hostsLive: number;
  /** Hosts whose day was valid (SPEC 9: 60 minutes). */
  validDays: number;
  beans: number;
  /** The hosts' daily bonus and level task pay of the day. */
  bonusBeans: number;
}

/** One entry of /agentrecord. */
export interface AgencyRecordView {
  id: string;
  kind: AgencyEventKind;
  at: number;
  host: { userId: string; nickname: string };
  /** Who acted (the head, the host); null for automatic detachments. */
  actor: { userId: string; nickname: string } | null;
}

/** Tabs of /castapply and /exitApply. */
export type RequestTab = 'pending' | 'rejected';

/** Agency heads: their own agency only. */
export const AGENCY_HEAD_ENDPOINTS = {
  overview: endpoint<Record<string, never>, AgencyOverview>('/api/agency/overview'),
  /** Sorted by `sort` (beans, live, joined; default joined) `order` (asc, desc; default desc); `cursor` is the page's `next`. */
  hosts: endpoint<{ q?: string; sort?: TeamSort; order?: TeamOrder } & PageRequest, Page<TeamHostView>>('/api/agency/hosts'),
  findUser: endpoint<{ user_id: string }, HostCandidate>('/api/agency/hosts/find'),
  /** Invites the user (DESIGN 12 "Consent"), or accepts their own request to this agency. */
  addHost: endpoint<{ user_id: string }, AddHostResult>('/api/agency/hosts/add'),
  invitations: endpoint<Record<string, never>, { invitations: SentInvitationView[] }>('/api/agency/invitations'),
  withdrawInvitation: endpoint<{ id: string }, { id: string }>('/api/agency/invitations/withdraw'),
  /** Hands the agency to one of its hosts: they head it from now on, the caller no longer does. */
  handOver: endpoint<{ user_id: string }, { agencyId: string; headUserId: string; headNickname: string }>('/api/agency/hand-over'),
  /** Closes the agency for good (Idempotency-Key): hosts freed and told, pending requests and invitations closed. */
  close: endpoint<Record<string, never>, AgencyCloseResult>('/api/agency/close', { money: true }),
  unbindHost: endpoint<{ user_id: string }, { userId: string }>('/api/agency/hosts/unbind'),
  joinRequests: endpoint<{ tab: RequestTab } & PageRequest, Page<JoinApplicantView>>('/api/agency/join-requests'),
  decideJoin: endpoint<{ id: string; decision: 'approve' | 'reject'; reason?: string }, JoinApplicantView>('/api/agency/join-requests/decide'),
  exitRequests: endpoint<{ tab: RequestTab } & PageRequest, Page<ExitRequestView>>('/api/agency/exit-requests'),
  decideExit: endpoint<{ id: string; decision: 'approve' | 'reject' }, { id: string; status: 'approved' | 'rejected' }>(
    '/api/agency/exit-requests/decide',
  ),
  daily: endpoint<RangeRequest, { days: TeamDay[] }>('/api/agency/daily'),
  records: endpoint<{ filter: AgencyRecordFilter; start?: string; end?: string } & PageRequest, Page<AgencyRecordView>>('/api/agency/records'),
};

/** A host's own exit request on /exitApply. */
export interface ExitStatusData {
  /** The agency the host belongs to; null once detached. */
  agency: { id: string; name: string } | null;
  state: 'none' | 'pending' | 'rejected';
  request: { id: string; requestedAt: number; deadlineAt: number; decidedAt: number | null } | null;
  /** SPEC 4: live functions are restricted while the request waits. */
  liveRestricted: boolean;
  /** After a rejection: the 90-day rule so far. */
  inactive: { daysCounted: number; daysRequired: number; dueDate: string; lastStreamAt: number | null } | null;
  /** How the host last left an agency, shown once they are in none. */
  lastExit: { agencyName: string; how: 'approved' | 'timedOut' | 'inactive' | 'unbound' | 'closed'; at: number } | null;
}

/** Hosts: ask to leave their agency, or withdraw the request. */
export const AGENCY_HOST_ENDPOINTS = {
  exitStatus: endpoint<Record<string, never>, ExitStatusData>('/api/agency/exit/status'),
  /** `agency_id`: the agency the host means to leave, as the page showed it. */
  exitRequest: endpoint<{ agency_id: string }, ExitStatusData>('/api/agency/exit/request'),
  exitWithdraw: endpoint<{ id: string }, ExitStatusData>('/api/agency/exit/withdraw'),
};

/** One live session on /livedetail. */
export interface LiveSessionView {
  startedAt: number;
  endedAt: number;
  seconds: number;
  /** SPEC 9: at least 1 minute. */
  valid: boolean;
}

/** One day of /livedetail. */
export interface LiveDayView {
  date: string;
  /** The valid sessions' whole minutes (SPEC 9). */
  liveMinutes: number;
  /** SPEC 9: at least 60 minutes. */
  validDay: boolean;
  sessions: LiveSessionView[];
}

/** /livedetail: one host's sessions in a range, newest day first. */
export interface LiveDetailData {
  host: { userId: string; nickname: string };
  days: LiveDayView[];
  totals: { liveMinutes: number; validDays: number; sessions: number; validSessions: number };
}

/** Hosts (themselves) and heads (their hosts): the live sessions. */
export const AGENCY_LIVE_ENDPOINTS = {
  /** `host_id`: empty for the caller's own sessions. */
  sessions: endpoint<RangeRequest & { host_id?: string }, LiveDetailData>('/api/agency/live'),
};

/** An application as the operator's queue shows it. */
export interface ApplicationForReview extends ApplicationView {
  userId: string;
  nickname: string;
}

/** Operators: the applications under review, oldest first, and their decision. */
export const AGENCY_OPS_ENDPOINTS = {
  applications: endpoint<PageRequest, Page<ApplicationForReview>>('/api/ops/agency-applications'),
  review: endpoint<{ id: string; decision: 'pass' | 'reject'; reason?: string }, ApplicationView>('/api/ops/agency-applications/review'),
};
