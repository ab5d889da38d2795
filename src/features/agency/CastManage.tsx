// /castmanage (SPEC 6): the agency's hosts with this week's live time, beans and valid days; search by name or id; invite
// a host by user id (looked up, then confirmed; they join once they accept, DESIGN 12 "Consent"), the invitations
// waiting with a way to withdraw them; unbind a host after confirmation. For a team of 20+ (issue 27.9): each host's
// avatar and charm level, and the list sorted by the week's beans, live time or join date, up or down (paging keeps the
// order); an agency with no hosts gets first steps (share the invite code, what a host sees).
import { useState, type SubmitEvent } from 'react';
import { AGENCY_HEAD_ENDPOINTS, type HostCandidate, type SentInvitationView, type TeamHostView } from '../../contract/agency.ts';
import { ID_PATTERN } from '../../contract/ids.ts';
import { TEAM_DEFAULT_SORT, type TeamOrder, type TeamSort } from '../../domain/team-sort.ts';
import { call, errorText } from '../../lib/api.ts';
import { formatNumber } from '../../lib/format.ts';
import { formatDate, formatDateTime } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { registerErrorMessages } from '../../lib/error-messages.ts';
import { liveTime } from '../../lib/live-time.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Card } from '../../ui/Card.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Field } from '../../ui/Field.tsx';
import { List } from '../../ui/List.tsx';
import { Loading } from '../../ui/LoadState.tsx';
import { showToast } from '../../ui/toast.ts';
import { useApi } from '../../ui/use-api.ts';
import { usePagedCall } from '../../ui/use-paged-call.ts';
import { useSession } from '../../ui/use-session.ts';
import { INVITE_ERRORS } from './errors-invite.ts';
import { TEAM_ERRORS } from './errors-team.ts';
import { InviteShare } from './InviteShare.tsx';
import { Figure, ForAudience, UserIdForm } from './parts.tsx';

// The codes this screen can meet, in the page language.
registerErrorMessages({ ...TEAM_ERRORS, ...INVITE_ERRORS });

interface Props {
  lang: Lang;
}

/** A decision waiting for confirmation: add a found user, or unbind a host. */
type Confirming = { kind: 'add'; user: HostCandidate } | { kind: 'unbind'; host: TeamHostView };

/** The host management island. */
export function CastManage({ lang }: Props) {
  const locale = { locale: lang };
  const session = useSession();
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [sorting, setSorting] = useState<SortChoice>(`${TEAM_DEFAULT_SORT.sort}-${TEAM_DEFAULT_SORT.order}`);
  const [empty, setEmpty] = useState(false);
  const [version, setVersion] = useState(0);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [pending, setPending] = useState(false);
  const [sort, order] = sorting.split('-') as [TeamSort, TeamOrder];
  const { load, forbidden } = usePagedCall(AGENCY_HEAD_ENDPOINTS.hosts, { q: search, sort, order });

  if (forbidden) return <ForAudience lang={lang} audience="heads" />;
  // The forms appear once the island runs: a search sent before that would reload the page instead.
  if (session.status !== 'in') return <Loading lang={lang} rows={4} />;

  const decide = () => {
    if (!confirming) return;
    if (pending) return showToast(m['common.doNotRepeat']({}, locale));
    setPending(true);
    const done = (text: string) => {
      setPending(false);
      setConfirming(null);
      showToast(text);
      setVersion((v) => v + 1);
    };
    const fail = (error: unknown) => {
      setPending(false);
      setConfirming(null);
      showToast(errorText(error, lang));
      setVersion((v) => v + 1);
    };
    if (confirming.kind === 'add') {
      const { user } = confirming;
      call(AGENCY_HEAD_ENDPOINTS.addHost, { user_id: user.userId }).then(
        (result) => done(result.outcome === 'joined' ? m['agency.cast.added']({ name: user.nickname }, locale) : m['agency.cast.invited']({ name: user.nickname }, locale)),
        fail,
      );
    } else {
      const { host } = confirming;
      call(AGENCY_HEAD_ENDPOINTS.unbindHost, { user_id: host.userId }).then(() => done(m['agency.cast.unbound']({ name: host.nickname }, locale)), fail);
    }
  };

  const onSearch = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch(query.trim());
  };

  return (
    <>
      <AddHost lang={lang} onFound={(user) => setConfirming({ kind: 'add', user })} />
      {empty && search === '' && <FirstSteps lang={lang} />}
      <SentInvitations key={version} lang={lang} />
      <Card title={m['agency.cast.listTitle']({}, locale)}>
        <form className="ag-search" role="search" onSubmit={onSearch}>
          <Field label={m['agency.cast.search']({}, locale)}>
            {(control) => (
              <input {...control} className="ui-input" type="search" autoComplete="off" value={query} onChange={(event) => setQuery(event.target.value)} />
            )}
          </Field>
          <button type="submit" className="ui-btn">
            {m['agency.cast.searchButton']({}, locale)}
          </button>
        </form>
        {/* Nothing to sort in an agency with no hosts. */}
        {!empty && (
          <Field label={m['agency.cast.sortLabel']({}, locale)}>
            {(control) => (
              <select {...control} className="ui-input" value={sorting} onChange={(event) => setSorting(event.target.value as SortChoice)}>
                {SORT_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {sortText(choice, lang)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <List
          lang={lang}
          load={load}
          reloadKey={`${search} ${sorting} ${version}`}
          onChange={(state) => setEmpty(search === '' && state.items.length === 0 && state.next === null)}
          itemKey={(host) => host.userId}
          label={m['agency.cast.listTitle']({}, locale)}
          emptyText={search ? m['agency.cast.noMatch']({}, locale) : m['agency.cast.empty']({}, locale)}
          renderItem={(host) => (
            <article className="ag-item" aria-label={host.nickname}>
              <div className="ag-item__head ag-item__head--person">
                <Avatar nickname={host.nickname} userId={host.userId} size={40} />
                <div className="ag-item__who">
                  <h3 className="ag-item__name">{host.nickname}</h3>
                  <span className="ui-muted">
                    {m['agency.idOf']({ id: host.userId }, locale)} · {m['agency.cast.charmLevel']({ level: String(host.charmLevel) }, locale)}
                  </span>
                </div>
              </div>
              {host.exitPending && <p className="ag-badge">{m['agency.cast.exitPending']({}, locale)}</p>}
              <dl className="ag-stats">
                <Figure term={m['agency.cast.liveWeek']({}, locale)} value={liveTime(host.liveMinutesThisWeek, lang)} />
                <Figure term={m['agency.cast.beansWeek']({}, locale)} value={formatNumber(host.beansThisWeek, lang)} />
                <Figure term={m['agency.cast.validWeek']({}, locale)} value={formatNumber(host.validDaysThisWeek, lang)} />
              </dl>
              <p className="ui-muted">{m['agency.cast.joined']({ date: formatDate(host.joinedDate, lang) }, locale)}</p>
              <div className="ag-actions ag-actions--row">
                <a className="ui-btn" href={pageHref('/livedetail', lang, { host: host.userId })}>
                  {m['agency.cast.liveDetail']({}, locale)}
                </a>
                <button type="button" className="ui-btn" onClick={() => setConfirming({ kind: 'unbind', host })}>
                  {m['agency.cast.unbind']({}, locale)}
                </button>
              </div>
            </article>
          )}
        />
      </Card>
      <Dialog
        lang={lang}
        open={confirming !== null}
        variant="confirm"
        title={confirming?.kind === 'unbind' ? m['agency.cast.unbindTitle']({}, locale) : m['agency.cast.addTitle']({}, locale)}
        confirmLabel={confirming?.kind === 'unbind' ? m['agency.cast.unbind']({}, locale) : m['agency.cast.add']({}, locale)}
        busy={pending}
        onRepeatTap={() => showToast(m['common.doNotRepeat']({}, locale))}
        onConfirm={decide}
        onCancel={() => !pending && setConfirming(null)}
      >
        {confirming?.kind === 'unbind' && <p>{m['agency.cast.unbindBody']({ name: confirming.host.nickname, id: confirming.host.userId }, locale)}</p>}
        {confirming?.kind === 'add' && <p>{m['agency.cast.addBody']({ name: confirming.user.nickname, id: confirming.user.userId }, locale)}</p>}
      </Dialog>
    </>
  );
}

/** The list's orders as the one select offers them: the sort and its direction. */
const SORT_CHOICES = ['joined-desc', 'joined-asc', 'beans-desc', 'beans-asc', 'live-desc', 'live-asc'] as const satisfies readonly `${TeamSort}-${TeamOrder}`[];
type SortChoice = (typeof SORT_CHOICES)[number];

/** What each order is called. */
function sortText(choice: SortChoice, lang: Lang): string {
  const locale = { locale: lang };
  const texts: Record<SortChoice, () => string> = {
    'joined-desc': () => m['agency.cast.sort.joinedDesc']({}, locale),
    'joined-asc': () => m['agency.cast.sort.joinedAsc']({}, locale),
    'beans-desc': () => m['agency.cast.sort.beansDesc']({}, locale),
    'beans-asc': () => m['agency.cast.sort.beansAsc']({}, locale),
    'live-desc': () => m['agency.cast.sort.liveDesc']({}, locale),
    'live-asc': () => m['agency.cast.sort.liveAsc']({}, locale),
  };
  return texts[choice]();
}

/** An agency with no hosts yet: how to get the first ones, and what they see once they join. */
function FirstSteps({ lang }: { lang: Lang }) {
  const locale = { locale: lang };
  const [overview] = useApi(AGENCY_HEAD_ENDPOINTS.overview, {});
  if (overview.state !== 'ok') return null;
  const agency = overview.data.agency;
  return (
    <Card title={m['agency.cast.firstSteps.title']({}, locale)} className="ag-first-steps">
      <ol className="ag-steps">
        <li>
          <p>{m['agency.cast.firstSteps.share']({}, locale)}</p>
          <InviteShare lang={lang} name={agency.name} code={agency.inviteCode} />
        </li>
        <li>{m['agency.cast.firstSteps.invite']({}, locale)}</li>
        <li>
          <a href={pageHref('/castapply', lang)}>{m['agency.cast.firstSteps.approve']({}, locale)}</a>
        </li>
        <li>{m['agency.cast.firstSteps.hostSees']({ agency: agency.name }, locale)}</li>
      </ol>
    </Card>
  );
}

/** The invitations waiting for an answer, each with a way to withdraw it; nothing when none waits. */
function SentInvitations({ lang }: { lang: Lang }) {
  const locale = { locale: lang };
  const [result, reload] = useApi(AGENCY_HEAD_ENDPOINTS.invitations, {});
  const [pending, setPending] = useState(false);
  const invitations: SentInvitationView[] = result.state === 'ok' ? result.data.invitations : [];
  if (invitations.length === 0) return null;
  const withdraw = (id: string) => {
    if (pending) return showToast(m['common.doNotRepeat']({}, locale));
    setPending(true);
    call(AGENCY_HEAD_ENDPOINTS.withdrawInvitation, { id }).then(
      () => {
        setPending(false);
        showToast(m['agency.cast.invitationWithdrawn']({}, locale));
        reload();
      },
      (error: unknown) => {
        setPending(false);
        showToast(errorText(error, lang));
        reload();
      },
    );
  };
  return (
    <Card title={m['agency.cast.invitationsTitle']({}, locale)}>
      <ul className="ag-invitations">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="ag-item__head">
            <span>
              {invitation.nickname} <span className="ui-muted">{m['agency.idOf']({ id: invitation.userId }, locale)}</span>
              <br />
              <span className="ui-muted">{m['agency.cast.invitedOn']({ date: formatDateTime(invitation.createdAt, lang) }, locale)}</span>
            </span>
            <button type="button" className="ui-btn" aria-disabled={pending || undefined} onClick={() => withdraw(invitation.id)}>
              {m['agency.cast.withdrawInvitation']({}, locale)}
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Adding a host: the user id, looked up first so the head confirms a name, not a number. */
function AddHost({ lang, onFound }: { lang: Lang; onFound: (user: HostCandidate) => void }) {
  const locale = { locale: lang };
  const [userId, setUserId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return showToast(m['common.doNotRepeat']({}, locale));
    const id = userId.trim();
    if (!ID_PATTERN.test(id) || /^0/.test(id)) return setError(m['agency.cast.idInvalid']({}, locale));
    setError(null);
    setPending(true);
    call(AGENCY_HEAD_ENDPOINTS.findUser, { user_id: id }).then(
      (user) => {
        setPending(false);
        setUserId('');
        onFound(user);
      },
      (failure: unknown) => {
        setPending(false);
        setError(errorText(failure, lang));
      },
    );
  };

  return (
    <Card title={m['agency.cast.addTitle']({}, locale)}>
      <UserIdForm
        label={m['agency.cast.userId']({}, locale)}
        hint={m['agency.cast.addHint']({}, locale)}
        value={userId}
        error={error}
        pending={pending}
        button={m['agency.cast.findUser']({}, locale)}
        primary
        onChange={(value) => {
          setUserId(value);
          setError(null);
        }}
        onSubmit={submit}
      />
    </Card>
  );
}
