// Sign-in by phone (DESIGN 11, SPEC 5, SPEC 8; server/account/sign-in.ts): a code sent by SMS, then the code checked.
// The fields are signed like every call (time, sign), but no session is needed.
import { Hono } from 'hono';
import { LOGIN_ENDPOINTS, type LoginData, type SendCodeData } from '../../src/contract/account.ts';
import { PACKAGE_TYPE_PATTERN } from '../../src/contract/ids.ts';
import { LOGIN_CODE_VALID_MINUTES, isLoginCode, loginPhone, maskPhone } from '../../src/domain/account.ts';
import { LOGIN_CODE_RESEND_MS, LOGIN_CODE_VALID_MS, newLoginCode, signInWithPhone } from '../account/sign-in.ts';
import { overLimit } from '../services/rate-limit.ts';
import { pairKey, type FailureKey } from '../services/failure-throttle.ts';
import type { SmsSender } from '../services/sms.ts';
import { requireSigned, type SignedEnv } from './auth.ts';
import { clientAddress } from './client-address.ts';
import type { ApiDeps } from './deps.ts';
import { answer, fail, failThrottled, ok } from './respond.ts';

/** The sign-in sub-app; `sms` delivers the codes (the reference server's sender prints them in its log). */
export function loginApi(deps: ApiDeps, sms: SmsSender) {
  const { db, clock, config, limiter, failures } = deps;
  const signed = requireSigned(deps);

  return new Hono<SignedEnv>()
    .post(LOGIN_ENDPOINTS.sendCode.path, signed, (c) => {
      const address = clientAddress(c, config.trustProxy);
      if (overLimit(limiter, [['loginCodePerAddress', `send:${address}`]])) return fail(c, 'rateLimited');
      const phone = loginPhone(c.var.fields['region'] ?? '', c.var.fields['phone'] ?? '');
      if (phone === null) return fail(c, 'login.phoneInvalid');
      // Per phone *and* address: a stranger asking for codes elsewhere never uses up the owner's requests.
      if (overLimit(limiter, [['loginCodePerPhone', `send:${pairKey(phone, address)}`]])) return fail(c, 'rateLimited');
      const now = clock.now();
      const sent = newLoginCode(db, phone, now, config.signSecret);
      if (!sent.ok) return answer(c, sent);
      sms.sendLoginCode(phone, sent.data.code, LOGIN_CODE_VALID_MINUTES, now);
      return ok<SendCodeData>(c, { phoneMasked: maskPhone(phone), resendAfterMs: LOGIN_CODE_RESEND_MS, validForMs: LOGIN_CODE_VALID_MS });
    })
    .post(LOGIN_ENDPOINTS.verify.path, signed, (c) => {
      const fields = c.var.fields;
      // DESIGN 12: wrong codes count, per address (the code's own tries are per address too); a right code counts nothing.
      const address = clientAddress(c, config.trustProxy);
      const keys: FailureKey[] = [['loginCodePerAddress', address]];
      const wait = failures.waitMs(keys);
      if (wait > 0) return failThrottled(c, wait);
      const phone = loginPhone(fields['region'] ?? '', fields['phone'] ?? '');
      if (phone === null) return fail(c, 'login.phoneInvalid');
      const packageType = fields['package_type'] ?? '';
      if (!PACKAGE_TYPE_PATTERN.test(packageType)) return fail(c, 'invalidParams');
      const code = fields['code'] ?? '';
      if (!isLoginCode(code)) return fail(c, 'login.codeInvalid');
      const outcome = signInWithPhone(db, { phone, code, packageType, address }, clock.now(), config.signSecret);
      if (!outcome.ok && (outcome.error === 'login.codeInvalid' || outcome.error === 'login.tooManyAttempts')) failures.fail(keys);
      return answer<LoginData>(c, outcome);
    });
}
