// /familyList?id=…&view=manage: what the creator, vice leader and admins do with the members (SPEC 6): handle join
// requests, mute, kick, and for the creator appoint admins and the vice leader (the creator's other settings are the
// `settings` view); a member's name opens them in the app. Each action is checked on the page with the same domain
// rule the server applies, so a refusal reads the same either way.
import { useState } from 'react';
import { FAMILY_ENDPOINTS, familyErrorName, type FamilyDetail, type FamilyMemberView, type JoinRequestView } from '../../contract/family.ts';
import type { FamilyDissolveState, FamilyError } from '../../domain/family-dissolve.ts';
import { checkMemberAction, checkRoleChange } from '../../domain/family-members.ts';
import { can, type FamilyRole } from '../../domain/family-roles.ts';
import { ApiError, call, errorText } from '../../lib/api.ts';
import { serverNow } from '../../lib/clock.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Card } from '../../ui/Card.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { List } from '../../ui/List.tsx';
import { LoadFailed, Loading } from '../../ui/LoadState.tsx';
import { PersonButton } from '../../ui/PersonButton.tsx';
import { useSession } from '../../ui/use-session.ts';
import { HandOver } from './HandOver.tsx';
import { personButtonTexts, roleName } from './labels.ts';
import type { FamilyViewProps } from './view-props.ts';
import { useAction, type Outcome } from './use-action.ts';

/** A family rule refused on the page, as the text the server's answer would show. */
function refusalText(error: FamilyError, lang: Lang): string {
  return errorText(new ApiError(familyErrorName(error), null), lang);
}

/** The dissolve state of a loaded family. */
const stateOf = (family: FamilyDetail): FamilyDissolveState => ({ dissolveRequestedAtMs: family.dissolve?.requestedAt ?? null });

/** The management view. */
export function Manage({ lang, familyId, detail, reload }: FamilyViewProps) {
  const [requestsShown, setRequestsShown] = useState(false);
  // Bumped by every change made here: both lists load again (an accepted request adds a member, a kick may free a seat).
  const [version, setVersion] = useState(0);
  const changed = () => {
    setVersion((n) => n + 1);
    reload();
  };
  const back = (
    <p className="fam-back">
      <a href={pageHref('/familyList', lang, { id: familyId })}>{m['family.back.page']({}, { locale: lang })}</a>
    </p>
  );
  if (detail.state === 'error') return <>{back}<LoadFailed lang={lang} error={detail.error} onRetry={reload} /></>;
  if (detail.state !== 'ok') return <Loading lang={lang} rows={5} />;
  const family = detail.data;
  const role = family.myRole;
  if (role === null || !can(role, 'handleJoins')) {
    return (
      <>
        {back}
        <Card title={m['family.manage.title']({}, { locale: lang })}>
          <p className="ui-muted">{m['family.manage.notForYou']({}, { locale: lang })}</p>
        </Card>
      </>
    );
  }
  return (
    <>
      {back}
      <h2 className="fam-name">{family.name}</h2>
      <Requests lang={lang} family={family} role={role} version={version} onChange={changed} onShown={() => setRequestsShown(true)} />
      {/* The members come under the requests once those are shown, so the list never moves under a finger. */}
      {requestsShown && (
        <>
          <div id="fam-members" />
          <Members lang={lang} family={family} role={role} version={version} onChange={changed} />
        </>
      )}
      {requestsShown && can(role, 'handOver') && <HandOver lang={lang} family={family} onDone={changed} />}
      {can(role, 'editInfo') && (
        <a className="ui-btn fam-wide" href={pageHref('/familyList', lang, { id: family.id, view: 'settings' })}>
          {m['family.link.settings']({}, { locale: lang })}
        </a>
      )}
    </>
  );
}

/** The result line of a card: the last refusal (an alert) or success (a status). */
function Notice({ notice }: { notice: { ok: boolean; text: string } | null }) {
  if (!notice) return null;
  return (
    <p className={notice.ok ? 'fam-ok' : 'fam-alert'} role={notice.ok ? 'status' : 'alert'}>
      {notice.text}
    </p>
  );
}

/** Pending join requests, accepted or rejected one by one (recruitment is frozen while cooling: accepting only). */
function Requests({
  lang,
  family,
  role,
  version,
  onChange,
  onShown,
}: {
  lang: Lang;
  family: FamilyDetail;
  role: FamilyRole;
  /** Bumped after every change made on the view: the list loads again. */
  version: number;
  onChange: () => void;
  onShown: () => void;
}) {
  const locale = { locale: lang };
  const [busy, run] = useAction(lang, m['common.doNotRepeat']({}, locale));
  const [round, setRound] = useState(0);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const decide = async (request: JoinRequestView, decision: 'accept' | 'reject') => {
    const outcome = await run(FAMILY_ENDPOINTS.decide, { family_id: family.id, request_id: request.id, decision });
    if (!outcome) return;
    const done = decision === 'accept' ? m['family.requests.acceptedDone']({}, locale) : m['family.requests.rejectedDone']({}, locale);
    setNotice(outcome.ok ? { ok: true, text: done } : { ok: false, text: outcome.text });
    setRound((n) => n + 1);
    if (outcome.ok) onChange();
  };
  return (
    <Card title={m['family.requests.title']({}, locale)}>
      <Notice notice={notice} />
      <List<JoinRequestView, string>
        lang={lang}
        label={m['family.requests.title']({}, locale)}
        reloadKey={`${round}:${version}`}
        emptyText={m['family.requests.empty']({}, locale)}
        load={(cursor) => call(FAMILY_ENDPOINTS.requests, { family_id: family.id, cursor: cursor ?? '' })}
        onChange={onShown}
        itemKey={(item) => item.id}
        renderItem={(item) => (
          <div className="fam-row">
            <span>
              {m['family.person']({ name: item.nickname, id: item.userId }, locale)}
              <span className="ui-muted fam-rank__meta">{m['family.requests.level']({ level: String(item.wealthLevel) }, locale)}</span>
            </span>
            <span className="fam-row__actions">
              {/* Recruitment is frozen while disbanding (SPEC 4): Accept is off, the reason under the list. */}
              <button
                type="button"
                className="ui-btn ui-btn--primary"
                disabled={busy || family.dissolve !== null}
                aria-describedby={family.dissolve ? 'fam-frozen-joins' : undefined}
                onClick={() => decide(item, 'accept')}
              >
                {m['family.requests.accept']({}, locale)}
              </button>
              <button type="button" className="ui-btn" disabled={busy} onClick={() => decide(item, 'reject')}>
                {m['family.requests.reject']({}, locale)}
              </button>
            </span>
          </div>
        )}
      />
      {family.dissolve && (
        <p id="fam-frozen-joins" className="ui-muted">
          {refusalText('cooling', lang)}
        </p>
      )}
    </Card>
  );
}

/** The members, each with the actions the caller's role allows. */
function Members({
  lang,
  family,
  role,
  version,
  onChange,
}: {
  lang: Lang;
  family: FamilyDetail;
  role: FamilyRole;
  /** Bumped after every change made on the view: the list loads again. */
  version: number;
  onChange: () => void;
}) {
  const locale = { locale: lang };
  const session = useSession();
  const me = session.status === 'in' ? session.userId : '';
  const [busy, run] = useAction(lang, m['common.doNotRepeat']({}, locale));
  const [round, setRound] = useState(0);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [kicking, setKicking] = useState<FamilyMemberView | null>(null);

  const finish = (outcome: Outcome<unknown> | null, done: string) => {
    setKicking(null);
    if (!outcome) return;
    setNotice(outcome.ok ? { ok: true, text: done } : { ok: false, text: outcome.text });
    setRound((n) => n + 1);
    if (outcome.ok) onChange();
  };
  /** Checks a mute or kick with the domain rule before sending it. */
  const allowed = (action: 'mute' | 'kick', target: FamilyMemberView) => {
    const check = checkMemberAction(stateOf(family), role, action, target.role, serverNow());
    if (!check.ok) setNotice({ ok: false, text: refusalText(check.error, lang) });
    return check.ok;
  };
  const mute = async (target: FamilyMemberView) => {
    if (!allowed('mute', target)) return;
    const muted = target.mutedUntil === null;
    const outcome = await run(FAMILY_ENDPOINTS.mute, { family_id: family.id, user_id: target.userId, muted: muted ? '1' : '0' });
    finish(outcome, muted ? m['family.members.mutedDone']({}, locale) : m['family.members.unmutedDone']({}, locale));
  };
  const kick = async (target: FamilyMemberView) => finish(await run(FAMILY_ENDPOINTS.kick, { family_id: family.id, user_id: target.userId }), m['family.members.kickedDone']({}, locale));
  const setRole = async (target: FamilyMemberView, next: 'admin' | 'viceLeader' | 'member') => {
    const counts = {
      admins: family.admins.filter((admin) => admin.role === 'admin').length,
      viceLeaders: family.admins.filter((admin) => admin.role === 'viceLeader').length,
    };
    const check = checkRoleChange(stateOf(family), role, target.role, next, counts, family.tier, serverNow());
    if (!check.ok) return setNotice({ ok: false, text: refusalText(check.error, lang) });
    const outcome = await run(FAMILY_ENDPOINTS.role, { family_id: family.id, user_id: target.userId, role: next });
    finish(outcome, m['family.members.roleDone']({}, locale));
  };

  return (
    <Card title={m['family.members.list']({}, locale)}>
      <p className="ui-muted">{`${family.members} / ${family.memberLimit}`}</p>
      {/* Promotion is frozen while disbanding (SPEC 4): Make admin and Make vice leader are off, the reason here. */}
      {family.dissolve && can(role, 'setAdmins') && (
        <p id="fam-frozen-roles" className="ui-muted">
          {refusalText('cooling', lang)}
        </p>
      )}
      <Notice notice={notice} />
      <List<FamilyMemberView, string>
        lang={lang}
        label={m['family.members.list']({}, locale)}
        reloadKey={`${round}:${version}`}
        load={(cursor) => call(FAMILY_ENDPOINTS.members, { family_id: family.id, cursor: cursor ?? '' })}
        itemKey={(item) => item.userId}
        renderItem={(item) => (
          <div className="fam-member">
            <span>
              {/* The member opens in the app: their live room while they are live, else their profile. */}
              <PersonButton userId={item.userId} name={item.nickname} texts={personButtonTexts(lang)} live={item.liveNow}>
                {m['family.person']({ name: item.nickname, id: item.userId }, locale)}
              </PersonButton>{' '}
              <span className="fam-tag">{roleName(item.role, lang)}</span>
              {item.mutedUntil !== null && (
                <span className="ui-muted fam-rank__meta">{m['family.members.mutedUntil']({ time: formatDateTime(item.mutedUntil, lang) }, locale)}</span>
              )}
            </span>
            {item.userId !== me && item.role !== 'creator' && (
              <span className="fam-row__actions">
                <button type="button" className="ui-btn" disabled={busy} onClick={() => mute(item)}>
                  {item.mutedUntil === null ? m['family.members.mute']({}, locale) : m['family.members.unmute']({}, locale)}
                </button>
                <button type="button" className="ui-btn" disabled={busy} onClick={() => allowed('kick', item) && setKicking(item)}>
                  {m['family.members.kick']({}, locale)}
                </button>
                {can(role, 'setAdmins') &&
                  (item.role === 'member' ? (
                    <>
                      <button type="button" className="ui-btn" disabled={busy || family.dissolve !== null} aria-describedby={family.dissolve ? 'fam-frozen-roles' : undefined} onClick={() => setRole(item, 'admin')}>
                        {m['family.members.makeAdmin']({}, locale)}
                      </button>
                      <button type="button" className="ui-btn" disabled={busy || family.dissolve !== null} aria-describedby={family.dissolve ? 'fam-frozen-roles' : undefined} onClick={() => setRole(item, 'viceLeader')}>
                        {m['family.members.makeVice']({}, locale)}
                      </button>
                    </>
                  ) : (
                    <button type="button" className="ui-btn" disabled={busy} onClick={() => setRole(item, 'member')}>
                      {m['family.members.removeRole']({}, locale)}
                    </button>
                  ))}
              </span>
            )}
          </div>
        )}
      />
      <Dialog
        lang={lang}
        open={kicking !== null}
        variant="confirm"
        title={m['family.members.kickTitle']({ name: kicking?.nickname ?? '' }, locale)}
        busy={busy}
        onConfirm={() => kicking && kick(kicking)}
        onCancel={() => setKicking(null)}
      />
    </Card>
  );
}
