// The entry (DESIGN 3): runs on every auth page and on public pages opened with credentials. It establishes or
// reuses the session from the credentials the boot script took out of the address bar (step 6 happens there, before
// first paint), sets the clock offset and sends failures to the 404 page (an account being cancelled to the login page,
// which says when it closes and keeps it on signing in).
// The two bootstrap calls use fetch directly: this module loads on pages without islands, whose whole budget is
// 6 KB; every business call goes through the one API client (api.ts), which needs the session this module makes.
import { SYSTEM_ENDPOINTS, type CheckTokenData, type SysTimeData } from '../contract/endpoints.ts';
import type { Envelope } from '../contract/envelope.ts';
import { CANCEL_PENDING_CODE } from '../contract/cancel-pending.ts';
import { RATE_LIMITED_CODE, STALE_TIME_CODE } from '../contract/stale-time.ts';
import { encryptLoginFields } from '../contract/h5-crypto.ts';
import { applyServerTime, serverNow } from './clock.ts';
import { API_BASE, H5_AES_KEY_HEX, H5_SIGN_SECRET } from './config.ts';
import { planEntry, type QueryCredentials } from './entry-plan.ts';
import { receiveCredentials } from './credential-handoff.ts';
import { goToCancelling, goToNotFound } from './not-found.ts';
import { $session, $storedSession, endSession, startSession } from './session.ts';

/** DESIGN 3: the time call gives up after 1.5 s; a failure is ignored. */
export const SYS_TIME_TIMEOUT_MS = 1500;
/** The token check gives up after 10 s, then the page shows 404. */
export const CHECK_TOKEN_TIMEOUT_MS = 10_000;
/**
 * Assumed (docs/rules.md): a throttled check (DESIGN 12) is tried again after the wait the server names, at least 1 s
 * later (the page says so meanwhile); never the 404 page.
 */
export const THROTTLE_RETRY_MIN_MS = 1000;
/** Assumed (docs/rules.md): the longest a throttled entry waits before it checks again. */
export const THROTTLE_RETRY_MAX_MS = 60_000;

/** POSTs to the API with a timeout; resolves to the envelope or throws. */
async function post<Data>(path: string, body: string | null, timeoutMs: number): Promise<Envelope<Data>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(API_BASE + path, {
      method: 'POST',
      body,
      headers: body ? { 'Content-Type': 'application/json' } : {},
      signal: controller.signal,
    });
    return (await response.json()) as Envelope<Data>;
  } finally {
    clearTimeout(timer);
  }
}

/** Step 2: reads the server time into the clock offset; any failure is ignored. */
async function syncClock(): Promise<void> {
  try {
    const answer = await post<SysTimeData>(SYSTEM_ENDPOINTS.getSysTime.path, null, SYS_TIME_TIMEOUT_MS);
    if (answer.code === 0) applyServerTime(answer.data.cur_time);
  } catch {
    // DESIGN 3: continue with the device clock.
  }
}

/**
 * What the token check answered: a session, a wait the server asks for, an account being cancelled (closing at
 * `endsAt`), or a refusal.
 */
type CheckResult = CheckTokenData | { waitMs: number } | { cancellingUntil: number } | null;

/** Step 3: the token check, retried once after a stale-time answer with the corrected clock. */
async function checkToken(credentials: QueryCredentials): Promise<CheckResult> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const params = await encryptLoginFields(
      {
        user_id: credentials.userId,
        token: credentials.token,
        package_type: credentials.packageType,
        time: Math.floor(serverNow() / 1000),
      },
      H5_AES_KEY_HEX,
      H5_SIGN_SECRET,
    );
    const answer = await post<CheckTokenData | { cur_time: number }>(
      SYSTEM_ENDPOINTS.checkToken.path,
      JSON.stringify({ params }),
      CHECK_TOKEN_TIMEOUT_MS,
    );
    if (answer.code === 0) return answer.data as CheckTokenData;
    if (answer.code === RATE_LIMITED_CODE) return { waitMs: Number((answer.data as { retryAfterMs?: unknown } | null)?.retryAfterMs) || THROTTLE_RETRY_MAX_MS };
    const endsAt = (answer.data as { endsAt?: unknown } | null)?.endsAt;
    if (answer.code === CANCEL_PENDING_CODE && typeof endsAt === 'number') return { cancellingUntil: endsAt };
    if (answer.code !== STALE_TIME_CODE || attempt > 0) return null;
    applyServerTime((answer.data as { cur_time: number } | null)?.cur_time);
  }
  return null;
}

/**
 * The token check until it answers: while the server says to wait (DESIGN 12), the page says so and checks again
 * then; a throttle is no failed check, so it never leads to the 404 page. Null for a refusal or a failed call.
 */
async function checkUntilAnswered(credentials: QueryCredentials): Promise<CheckTokenData | { cancellingUntil: number } | null> {
  const notice = document.getElementById('throttle-notice');
  for (;;) {
    let answer: CheckResult;
    try {
      answer = await checkToken(credentials);
    } catch {
      answer = null;
    }
    if (!answer || !('waitMs' in answer)) {
      notice?.setAttribute('hidden', '');
      return answer;
    }
    notice?.removeAttribute('hidden');
    const waitMs = Math.min(THROTTLE_RETRY_MAX_MS, Math.max(THROTTLE_RETRY_MIN_MS, answer.waitMs));
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
}

/** Web Crypto exists only in secure contexts: on plain http from another address the page says so instead. */
function showInsecureNotice(): void {
  document.getElementById('insecure-notice')?.removeAttribute('hidden');
}

let started: Promise<void> | null = null;

/** Runs the entry once per page; later calls share the first run. */
export function startEntry(): Promise<void> {
  started ??= runEntry();
  return started;
}

/** The entry itself. */
async function runEntry(): Promise<void> {
  // The credentials the boot script took out of the address bar, with the package type that stays in it.
  const query = receiveCredentials(Date.now());
  const packageType = new URLSearchParams(location.search).get('package_type');
  if (packageType !== null) query.set('package_type', packageType);
  const plan = planEntry({
    query,
    stored: $storedSession.get(),
    auth: document.documentElement.dataset['auth'] === 'true',
    now: serverNow(),
  });
  switch (plan.kind) {
    case 'useStored':
    case 'signedOut':
      // Resolved by the session store without a network call.
      break;
    case 'notFound':
      goToNotFound();
      return;
    case 'trustQuery':
      // Step 4 skips only the check: signed calls still need the server's time.
      await syncClock();
      startSession({ ...plan.credentials, appToken: plan.credentials.token, expiresAt: null });
      break;
    case 'establish': {
      if (!window.isSecureContext || !globalThis.crypto?.subtle) {
        $session.set({ status: 'out' });
        showInsecureNotice();
        return;
      }
      await syncClock();
      const answer = await checkUntilAnswered(plan.credentials);
      if (!answer) {
        endSession();
        goToNotFound();
        return;
      }
      if ('cancellingUntil' in answer) {
        // Not a broken link: the account is being deleted. The login page says when, and signing in keeps it.
        endSession();
        goToCancelling(answer.cancellingUntil);
        return;
      }
      startSession({
        userId: answer.user_id,
        token: answer.authorization_token,
        packageType: plan.credentials.packageType,
        appToken: plan.credentials.token,
        expiresAt: answer.expires_at,
      });
      break;
    }
  }
}
