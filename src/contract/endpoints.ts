// Endpoints of the API: path, request and response types. This file holds the shared pieces and the calls of SPEC 7;
// each business area has its own file beside it (earnings.ts, withdraw.ts, resale.ts). The site's client and the
// reference server both import them; docs/api.md describes them for operators. Erasable TypeScript.

/** An endpoint: its path and whether it moves money (then it needs an Idempotency-Key). */
export interface Endpoint<Request, Response> {
  path: `/api/${string}`;
  /** Form-encoded (default) or JSON body. */
  body: 'form' | 'json' | 'none';
  /** DESIGN 4: money-moving calls carry an Idempotency-Key. */
  money: boolean;
  /** Type carriers only; never set. */
  readonly request?: Request;
  readonly response?: Response;
}

/** Declares an endpoint. */
export function endpoint<Request, Response>(
  path: `/api/${string}`,
  options: { body?: 'form' | 'json' | 'none'; money?: boolean } = {},
): Endpoint<Request, Response> {
  return { path, body: options.body ?? 'form', money: options.money ?? false };
}

/** Request type of an endpoint. */
export type RequestOf<E> = E extends Endpoint<infer Request, unknown> ? Request : never;
/** Response data type of an endpoint. */
export type ResponseOf<E> = E extends Endpoint<unknown, infer Response> ? Response : never;

/** SPEC 7: server time; empty body. `cur_time` is epoch milliseconds (clients also accept seconds). */
export interface SysTimeData {
  cur_time: number;
}

/** SPEC 7: the token check; one encrypted field (see h5-crypto.ts). */
export interface CheckTokenRequest {
  params: string;
}

/** What the token check returns on code 0 (SPEC 7 reads the first two; `expires_at` is ours, epoch ms). */
export interface CheckTokenData {
  authorization_token: string;
  user_id: string;
  expires_at: number;
}

/** Ends the caller's session, or with `scope: 'all'` every session of the user. */
export interface SignOutRequest {
  scope?: 'all';
}

/** How many sessions ended. */
export interface SignOutData {
  ended: number;
}

/** The two calls of SPEC 7, and the sign-out. */
export const SYSTEM_ENDPOINTS = {
  getSysTime: endpoint<Record<string, never>, SysTimeData>('/api/go/getSysTime', { body: 'none' }),
  checkToken: endpoint<CheckTokenRequest, CheckTokenData>('/api/h5login/checkToken', { body: 'json' }),
  signOut: endpoint<SignOutRequest, SignOutData>('/api/h5login/signOut'),
};

/** The signed-in user as pages show them. */
export interface MeData {
  user_id: string;
  nickname: string;
  gender: 'female' | 'male';
  /** The special ID the user shows instead of their id while its item lasts (issue 27 item 1), else null. */
  special_id: string | null;
}

/** The account of the session. */
export const USER_ENDPOINTS = {
  me: endpoint<Record<string, never>, MeData>('/api/user/me'),
};
