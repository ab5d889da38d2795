// /banned, the internal ban form (SPEC 3): user ID (looked up, so the operator sees who it is), operator name, reason;
// a confirmation sheet; the recent bans with unban. For operators only: anyone else sees a clear state, not an error.
import { useState, type SubmitEvent } from 'react';
import { BAN_ENDPOINTS, type BanTargetView, type BanView } from '../../contract/account.ts';
import { USER_ENDPOINTS } from '../../contract/endpoints.ts';
import { BAN_DURATIONS_DAYS } from '../../domain/ops.ts';
import { serverNow } from '../../lib/clock.ts';
import { BAN_OPERATOR_NAME_MAX_CHARS, BAN_REASON_MAX_CHARS, checkBanForm, type BanFormError } from '../../domain/account.ts';
import { ApiError, call, errorText } from '../../lib/api.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Card } from '../../ui/Card.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Field } from '../../ui/Field.tsx';
import { List } from '../../ui/List.tsx';
import { SignedInAs } from '../../ui/SignedInAs.tsx';
import { showToast } from '../../ui/toast.ts';
import { useApi } from '../../ui/use-api.ts';
import './errors-account.ts';
import '../../ui/ops-errors.ts';
import { Loaded } from '../../ui/LoadState.tsx';
import { dateTimeOf } from './text.ts';
import './account.css';

interface Props {
  lang: Lang;
}

/** The messages of the form's own checks (the same names as the API's codes). */
function formError(error: BanFormError, lang: Lang): string {
  return errorText(new ApiError(`ban.${error}`, null), lang);
}

/** The ban form island: the operator check comes from the first call. */
export function BanForm({ lang }: Props) {
  const locale = { locale: lang };
  const [me] = useApi(USER_ENDPOINTS.me, {});
  const [first, retry] = useApi(BAN_ENDPOINTS.list, {});
  const [listKey, setListKey] = useState(0);
  const operatorsOnly = (
    <Card title={m['account.ban.operatorsOnlyTitle']({}, locale)}>
      <p className="ui-muted">{m['account.ban.operatorsOnlyBody']({}, locale)}</p>
    </Card>
  );
  return (
    <Loaded lang={lang} result={first} onRetry={retry} forbidden={operatorsOnly} signedOut={operatorsOnly}>
      {(page) => (
        <>
          <div className="acc-signed">
        <SignedInAs lang={lang} />
      </div>
          <BanFields lang={lang} operatorName={me.state === 'ok' ? me.data.nickname : ''} onBanned={() => setListKey((k) => k + 1)} />
          <Card title={m['account.ban.recentTitle']({}, locale)}>
            <List<BanView, string>
              lang={lang}
              label={m['account.ban.recentTitle']({}, locale)}
              reloadKey={listKey}
              initial={page}
              load={(cursor) => call(BAN_ENDPOINTS.list, cursor ? { cursor } : {})}
              itemKey={(ban) => ban.id}
              emptyText={m['account.ban.none']({}, locale)}
              renderItem={(ban) => <BanRow lang={lang} ban={ban} onLifted={() => setListKey((k) => k + 1)} />}
            />
          </Card>
        </>
      )}
    </Loaded>
  );
}

/** The form: ID, operator name, reason; the target is looked up before the confirmation. */
function BanFields({ lang, operatorName, onBanned }: { lang: Lang; operatorName: string; onBanned: () => void }) {
  const locale = { locale: lang };
  const [userId, setUserId] = useState('');
  const [name, setName] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  // Issue 28: how long the ban lasts; empty is until an operator lifts it.
  const [days, setDays] = useState('');
  const [problem, setProblem] = useState<{ field: 'userId' | 'name' | 'reason' | 'form'; text: string } | null>(null);
  const [target, setTarget] = useState<BanTargetView | null>(null);
  const [pending, setPending] = useState(false);
  const operator = name ?? operatorName;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkBanForm({ userId, operatorName: operator, reason });
    if (!check.ok) {
      const field = check.error === 'userIdInvalid' ? 'userId' : check.error.startsWith('operatorName') ? 'name' : 'reason';
      setProblem({ field, text: formError(check.error, lang) });
      return;
    }
    setProblem(null);
    setPending(true);
    call(BAN_ENDPOINTS.lookup, { user_id: String(check.userId) }).then(
      (found) => {
        setPending(false);
        if (found.banned) setProblem({ field: 'userId', text: errorText(new ApiError('ban.alreadyBanned', null), lang) });
        else if (found.isOperator) setProblem({ field: 'userId', text: errorText(new ApiError('ban.notAllowed', null), lang) });
        else setTarget(found);
      },
      (error: unknown) => {
        setPending(false);
        setProblem({ field: 'userId', text: errorText(error, lang) });
      },
    );
  };

  const ban = () => {
    if (!target) return;
    setPending(true);
    call(BAN_ENDPOINTS.create, { user_id: target.userId, operator_name: operator.trim(), reason: reason.trim(), days }).then(
      (done) => {
        setPending(false);
        setTarget(null);
        setUserId('');
        setReason('');
        setDays('');
        showToast(m['account.ban.done']({ nickname: done.ban.nickname, sessions: String(done.sessionsEnded) }, locale));
        onBanned();
      },
      (error: unknown) => {
        setPending(false);
        setTarget(null);
        setProblem({ field: 'form', text: errorText(error, lang) });
      },
    );
  };

  const errorOf = (field: 'userId' | 'name' | 'reason' | 'form') => (problem?.field === field ? problem.text : null);
  return (
    <form className="ui-card acc-form" noValidate onSubmit={submit}>
      <h2 className="ui-card__title">{m['account.ban.formTitle']({}, locale)}</h2>
      <Field label={m['account.ban.userId']({}, locale)} error={errorOf('userId')} announce>
        {(control) => <input {...control} className="ui-input" inputMode="numeric" autoComplete="off" value={userId} onChange={(event) => setUserId(event.target.value)} />}
      </Field>
      <Field label={m['account.ban.operatorName']({}, locale)} error={errorOf('name')} announce>
        {(control) => (
          <input {...control} className="ui-input" maxLength={BAN_OPERATOR_NAME_MAX_CHARS * 2} value={operator} onChange={(event) => setName(event.target.value)} />
        )}
      </Field>
      <Field
        label={m['account.ban.reason']({}, locale)}
        hint={m['account.ban.reasonCount']({ count: String([...reason.trim()].length), max: String(BAN_REASON_MAX_CHARS) }, locale)}
        error={errorOf('reason')}
        announce
      >
        {(control) => <textarea {...control} className="ui-input acc-textarea" rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />}
      </Field>
      <Field label={m['account.ban.duration']({}, locale)}>
        {(control) => (
          <select {...control} className="ui-input" value={days} onChange={(event) => setDays(event.target.value)}>
            <option value="">{m['account.ban.untilLifted']({}, locale)}</option>
            {BAN_DURATIONS_DAYS.map((d) => (
              <option key={d} value={String(d)}>
                {m['account.ban.days']({ days: d }, locale)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {errorOf('form') && (
        <p className="ui-field__error" role="alert">
          {errorOf('form')}
        </p>
      )}
      <button type="submit" className="ui-btn acc-danger" disabled={pending}>
        {m['account.ban.submit']({}, locale)}
      </button>
      <Dialog
        lang={lang}
        open={target !== null}
        variant="confirm"
        title={target ? m['account.ban.confirmTitle']({ nickname: target.nickname, id: target.userId }, locale) : ''}
        confirmLabel={m['account.ban.confirmButton']({}, locale)}
        busy={pending}
        onConfirm={ban}
        onCancel={() => !pending && setTarget(null)}
      >
        <p>{m['account.ban.confirmBody']({}, locale)}</p>
        <p className="acc-quote">{reason.trim()}</p>
        <p>{days ? m['account.ban.days']({ days }, locale) : m['account.ban.untilLifted']({}, locale)}</p>
      </Dialog>
    </form>
  );
}

/** One ban of the list, with unban while it is live; a ban with an end says when it ends or ended. */
function BanRow({ lang, ban, onLifted }: { lang: Lang; ban: BanView; onLifted: () => void }) {
  const locale = { locale: lang };
  const ended = ban.liftedAt === null && ban.endsAt !== null && ban.endsAt <= serverNow();
  const live = ban.liftedAt === null && !ended;
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const lift = () => {
    setPending(true);
    call(BAN_ENDPOINTS.lift, { id: ban.id }).then(
      () => {
        setPending(false);
        setConfirming(false);
        showToast(m['account.ban.lifted']({ nickname: ban.nickname }, locale));
        onLifted();
      },
      (error: unknown) => {
        setPending(false);
        setConfirming(false);
        showToast(errorText(error, lang));
      },
    );
  };
  return (
    <article className="acc-row" aria-label={`${ban.nickname} · ${ban.userId}`}>
      <div className="acc-row__main">
        <strong>{m['account.ban.who']({ nickname: ban.nickname, id: ban.userId }, locale)}</strong>
        <p className="acc-quote">{ban.reason}</p>
        <p className="ui-muted">{m['account.ban.by']({ operator: ban.operatorName, date: dateTimeOf(ban.createdAt, lang) }, locale)}</p>
        <p className={live ? 'acc-state acc-state--bad' : 'acc-state'}>
          {live ? m['account.ban.live']({}, locale) : ban.liftedAt !== null ? m['account.ban.liftedOn']({ date: dateTimeOf(ban.liftedAt, lang) }, locale) : ''}
          {ban.endsAt !== null && ` · ${(ended ? m['account.ban.endedOn'] : m['account.ban.endsOn'])({ date: dateTimeOf(ban.endsAt, lang) }, locale)}`}
        </p>
      </div>
      {live && (
        <button type="button" className="ui-btn" onClick={() => setConfirming(true)}>
          {m['account.ban.unban']({}, locale)}
        </button>
      )}
      <Dialog
        lang={lang}
        open={confirming}
        variant="confirm"
        title={m['account.ban.unbanTitle']({ nickname: ban.nickname, id: ban.userId }, locale)}
        busy={pending}
        onConfirm={lift}
        onCancel={() => !pending && setConfirming(false)}
      />
    </article>
  );
}
