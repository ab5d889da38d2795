// /login (DESIGN 11, SPEC 5, SPEC 8): region, phone, a 6-digit SMS code with a 60 s resend countdown. The phone is
// checked on the page with the server's own rule (loginPhone) before anything is sent. Success stores the session as
// the entry does and goes on to the page the user came for, on this site only.
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { LOGIN_ENDPOINTS, type LoginData } from '../../contract/account.ts';
import { LOGIN_CODE_DIGITS, LOGIN_REGIONS, isLoginCode, loginPhone, type LoginRegion } from '../../domain/account.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { serverNow } from '../../lib/clock.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { CANCELLING_PARAM, LOGIN_NEXT_KEY } from '../../lib/not-found.ts';
import { pageHref } from '../../lib/paths.ts';
import { startSession } from '../../lib/session.ts';
import { Card } from '../../ui/Card.tsx';
import { Field } from '../../ui/Field.tsx';
import { SignedInAs } from '../../ui/SignedInAs.tsx';
import { useSession } from '../../ui/use-session.ts';
import { formatNumber } from '../../lib/format.ts';
import './errors-login.ts';
import { publicCall } from './login-api.ts';
import { safeNextPath } from './next-path.ts';
import { dateTimeOf } from './text.ts';
import './account.css';

interface Props {
  lang: Lang;
}

/** Where a problem shows: under the phone, under the code, or above the button. */
type Problem = { place: 'phone' | 'code' | 'form'; text: string };

/** The page to go to after signing in: `next` in the query, else the page that sent the user to 404, else the VIP Mall. */
function nextPage(lang: Lang): string {
  const query = new URLSearchParams(location.search);
  let remembered: string | null = null;
  try {
    remembered = sessionStorage.getItem(LOGIN_NEXT_KEY);
    sessionStorage.removeItem(LOGIN_NEXT_KEY);
  } catch {
    // Storage off: nothing was remembered.
  }
  return safeNextPath(query.get('next')) ?? safeNextPath(remembered) ?? pageHref('/mall', lang);
}

/** The app opened a page for an account being cancelled (the entry sent it here): when it closes, and how to keep it. */
function Cancelling({ lang }: { lang: Lang }) {
  const locale = { locale: lang };
  const raw = new URLSearchParams(location.search).get(CANCELLING_PARAM) ?? '';
  if (!/^\d{1,15}$/.test(raw)) return null;
  return (
    <Card title={m['account.login.cancellingTitle']({}, locale)} className="acc-warn">
      <p role="status">{m['account.login.cancellingBody']({ date: dateTimeOf(Number(raw), lang) }, locale)}</p>
    </Card>
  );
}

/** The sign-in form. */
export function Login({ lang }: Props) {
  const locale = { locale: lang };
  const [region, setRegion] = useState<LoginRegion>('62');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(0);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [restored, setRestored] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const formErrorId = useId();
  const session = useSession();
  // The form comes with the page at build time; typing before hydration would be lost, so it is usable once mounted.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  // The resend countdown, on the server-corrected clock.
  useEffect(() => {
    if (resendAt === 0) return undefined;
    setNow(serverNow());
    const timer = setInterval(() => setNow(serverNow()), 1000);
    return () => clearInterval(timer);
  }, [resendAt]);
  const waitSeconds = Math.max(0, Math.ceil((resendAt - now) / 1000));

  const show = (error: unknown, place: Problem['place']) => {
    const failure = error instanceof ApiError ? error.failure : 'unknown';
    const where: Problem['place'] = failure === 'login.phoneInvalid' || failure === 'userNotFound' ? 'phone' : failure.startsWith('login.code') || failure === 'login.tooManyAttempts' ? 'code' : place;
    setProblem({ place: where, text: errorText(error, lang) });
  };

  const checkedPhone = (): string | null => {
    // SPEC 5 / SPEC 8: the phone must be right for the region, checked here first with the server's rule.
    if (loginPhone(region, phone) === null) {
      setProblem({ place: 'phone', text: m['error.login.phoneInvalid']({}, locale) });
      phoneRef.current?.focus();
      return null;
    }
    return phone;
  };

  const sendCode = () => {
    if (busy || waitSeconds > 0 || checkedPhone() === null) return;
    setBusy('send');
    setProblem(null);
    publicCall(LOGIN_ENDPOINTS.sendCode, { region, phone })
      .then((data) => {
        setSentTo(data.phoneMasked);
        setResendAt(serverNow() + data.resendAfterMs);
        codeRef.current?.focus();
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.failure === 'login.resendTooSoon') {
          const wait = (error.data as { retryAfterMs?: unknown } | null)?.retryAfterMs;
          if (typeof wait === 'number') setResendAt(serverNow() + wait);
        }
        show(error, 'form');
      })
      .finally(() => setBusy(null));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || checkedPhone() === null) return;
    if (!isLoginCode(code)) {
      setProblem({ place: 'code', text: m['error.login.codeInvalid']({}, locale) });
      codeRef.current?.focus();
      return;
    }
    setBusy('verify');
    setProblem(null);
    const packageType = new URLSearchParams(location.search).get('package_type') ?? '';
    publicCall(LOGIN_ENDPOINTS.verify, { region, phone, code, package_type: /^\d{0,9}$/.test(packageType) ? packageType : '' })
      .then((data: LoginData) => {
        // The same session as the entry keeps after a token check (DESIGN 11); no app token stands behind it.
        startSession({ userId: data.user_id, token: data.authorization_token, packageType, appToken: '', expiresAt: data.expires_at });
        const next = nextPage(lang);
        if (data.restored) setRestored(next);
        else location.replace(next);
      })
      .catch((error: unknown) => {
        setBusy(null);
        show(error, 'form');
      });
  };

  if (restored !== null) {
    return (
      <Card title={m['account.login.restoredTitle']({}, locale)}>
        <p role="status">{m['account.login.restoredBody']({}, locale)}</p>
        <a className="ui-btn ui-btn--primary acc-wide" href={restored}>
          {m['account.login.continue']({}, locale)}
        </a>
      </Card>
    );
  }

  const errorAt = (place: Problem['place']) => (problem?.place === place ? problem.text : null);
  return (
    <>
      {/* Already signed in here (this tab): say as whom, so signing in with another number is a choice. */}
      {session.status === 'in' && <SignedInAs lang={lang} />}
      {mounted && <Cancelling lang={lang} />}
    <form className="ui-card acc-form" noValidate onSubmit={submit} aria-busy={busy !== null}>
      <Field label={m['account.login.region']({}, locale)}>
        {(control) => (
          <select
            {...control}
            className="ui-input"
            disabled={!mounted}
            value={region}
            onChange={(event) => {
              setRegion(event.target.value as LoginRegion);
              setProblem(null);
            }}
          >
            {LOGIN_REGIONS.map((code) => (
              <option key={code} value={code}>
                {code === '62' ? m['account.login.regionId']({}, locale) : m['account.login.regionMy']({}, locale)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={m['account.login.phone']({}, locale)}
        hint={region === '62' ? m['account.login.phoneHintId']({}, locale) : m['account.login.phoneHintMy']({}, locale)}
        error={errorAt('phone')}
        announce
      >
        {(control) => (
          <div className="acc-phone">
            <span className="acc-phone__code" aria-hidden="true">
              +{region}
            </span>
            <input
              {...control}
              ref={phoneRef}
              className="ui-input"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={20}
              disabled={!mounted}
              value={phone}
              onChange={(event) => {
                setPhone(event.target.value);
                if (problem?.place === 'phone') setProblem(null);
              }}
            />
          </div>
        )}
      </Field>
      <button type="button" className="ui-btn" onClick={sendCode} disabled={!mounted || busy === 'send' || waitSeconds > 0}>
        {waitSeconds > 0
          ? m['account.login.resendIn']({ seconds: formatNumber(waitSeconds, lang) }, locale)
          : sentTo
            ? m['account.login.resend']({}, locale)
            : m['account.login.getCode']({}, locale)}
      </button>
      {sentTo && (
        <p className="ui-muted" role="status">
          {m['account.login.codeSent']({ phone: sentTo }, locale)}
        </p>
      )}
      <Field label={m['account.login.code']({}, locale)} hint={m['account.login.codeHint']({ digits: String(LOGIN_CODE_DIGITS) }, locale)} error={errorAt('code')} announce>
        {(control) => (
          <input
            {...control}
            ref={codeRef}
            className="ui-input acc-code"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="one-time-code"
            maxLength={LOGIN_CODE_DIGITS}
            disabled={!mounted}
            value={code}
            onChange={(event) => {
              setCode(event.target.value.replace(/\D/g, '').slice(0, LOGIN_CODE_DIGITS));
              if (problem?.place === 'code') setProblem(null);
            }}
          />
        )}
      </Field>
      {errorAt('form') && (
        <p id={formErrorId} className="ui-field__error" role="alert">
          {errorAt('form')}
        </p>
      )}
      <button type="submit" className="ui-btn ui-btn--primary" disabled={!mounted || busy === 'verify'}>
        {m['account.login.submit']({}, locale)}
      </button>
    </form>
    </>
  );
}
