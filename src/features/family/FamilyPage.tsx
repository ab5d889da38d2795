// /familyList?id=…: a family's page: name, badge, creator, notice, members and limit, admins, this week's prestige and
// the way to the next tier, the tier's privileges, favourite hosts, the weekly ratings, and what the caller may do:
// ask to join, cancel the request, leave, manage, send summons, disband, and for the creator open the family room in
// the app (SPEC 6). The people named open their profiles in the app.
import { useLayoutEffect, useRef, useState } from 'react';
import { FAMILY_ENDPOINTS, type FamilyDetail } from '../../contract/family.ts';
import { can } from '../../domain/family-roles.ts';
import { openFamilyRoom } from '../../lib/app-bridge-open.ts';
import { serverNow } from '../../lib/clock.ts';
import { formatNumber } from '../../lib/format.ts';
import { formatDate, formatDateTime } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Card } from '../../ui/Card.tsx';
import { Countdown } from '../../ui/Countdown.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { LoadFailed, Loading } from '../../ui/LoadState.tsx';
import { PersonButton } from '../../ui/PersonButton.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { showToast } from '../../ui/toast.ts';
import { personButtonTexts, roleName, tierName } from './labels.ts';
import { Rows } from '../../ui/Rows.tsx';
import { LiveSummonsLink, MemberLists } from './MemberLists.tsx';
import { FamilyNews, HandedNotice } from './News.tsx';
import { TierBadge } from './TierBadge.tsx';
import { useAction } from './use-action.ts';
import type { FamilyViewProps } from './view-props.ts';

/** The family page island view. */
export function FamilyPage({ lang, detail, reload, children }: FamilyViewProps) {
  const back = (
    <p className="fam-back">
      <a href={pageHref('/familyList', lang)}>{m['family.back.list']({}, { locale: lang })}</a>
    </p>
  );
  if (detail.state === 'error') return <>{back}<LoadFailed lang={lang} error={detail.error} onRetry={reload} /></>;
  if (detail.state !== 'ok') return <Loading lang={lang} rows={5} />;
  return (
    <>
      {back}
      <FamilyView lang={lang} family={detail.data} onChange={reload} />
      {children}
    </>
  );
}

/** Yes or no, in words. */
const yesNo = (value: boolean, lang: Lang) => (value ? m['family.yes']({}, { locale: lang }) : m['family.no']({}, { locale: lang }));

/** A family's page once loaded. */
function FamilyView({ lang, family, onChange }: { lang: Lang; family: FamilyDetail; onChange: () => void }) {
  const locale = { locale: lang };
  const { progress, limits } = family;
  const admins = family.admins.filter((admin) => admin.role === 'admin').length;
  return (
    <>
      <HandedNotice lang={lang} family={family} onSeen={onChange} />
      <section className="ui-card" aria-labelledby="fam-name">
        <h2 id="fam-name" className="fam-name">
          {family.name} <TierBadge lang={lang} tier={family.tier} />
        </h2>
        {family.liveSummons && <LiveSummonsLink lang={lang} summons={family.liveSummons} onEnd={onChange} />}
        {family.dissolve && (
          <p className="fam-alert" role="note">
            {m['family.page.dissolving']({ date: formatDateTime(family.dissolve.deleteAt, lang) }, locale)}
          </p>
        )}
        <Rows
          className="fam-rows"
          rows={[
            { label: m['family.page.id']({}, locale), value: family.id },
            { label: m['family.page.creator']({}, locale), value: family.creator.nickname },
            { label: m['family.page.members']({}, locale), value: `${family.members} / ${family.memberLimit}` },
            { label: m['family.page.admins']({}, locale), value: `${admins} / ${limits.admins}` },
            { label: m['family.page.prestige']({}, locale), value: formatNumber(family.weeklyPrestige, lang) },
            ...(family.coins !== null ? [{ label: m['family.page.coins']({}, locale), value: formatNumber(family.coins, lang) }] : []),
          ]}
        />
        {progress.next ? (
          <>
            <ProgressBar value={family.weeklyPrestige / progress.nextMinPrestige} label={m['family.page.progressLabel']({}, locale)} />
            <p className="ui-muted">
              {m['family.page.toNext']({ remaining: formatNumber(progress.remaining, lang), tier: tierName(progress.next, lang) }, locale)}
            </p>
          </>
        ) : (
          <p className="ui-muted">{m['family.page.top']({}, locale)}</p>
        )}
        <p className="ui-muted">
          {m['family.page.nextRating']({}, locale)} <Countdown lang={lang} targetMs={family.nextRatingAt} now={serverNow} />
        </p>
      </section>

      <Actions lang={lang} family={family} onChange={onChange} />

      {family.notice && <Notice lang={lang} notice={family.notice} />}

      <FamilyNews lang={lang} family={family} />

      {family.myRole !== null && <MemberLists lang={lang} family={family} />}

      <Card title={m['family.page.privileges']({}, locale)}>
        <Rows
          className="fam-rows"
          rows={[
            { label: m['family.limit.members']({}, locale), value: formatNumber(limits.members, lang) },
            { label: m['family.limit.admins']({}, locale), value: limits.admins },
            { label: m['family.limit.favoriteHosts']({}, locale), value: limits.favoriteHosts },
            { label: m['family.limit.nameplate']({}, locale), value: yesNo(limits.nameplate, lang) },
            { label: m['family.limit.chatRoom']({}, locale), value: yesNo(limits.chatRoom, lang) },
          ]}
        />
      </Card>

      <Card title={m['family.page.team']({}, locale)}>
        <ul className="fam-people">
          <li>
            <PersonButton userId={family.creator.userId} name={family.creator.nickname} texts={personButtonTexts(lang)} /> <span className="fam-tag">{roleName('creator', lang)}</span>
          </li>
          {family.admins.map((admin) => (
            <li key={admin.userId}>
              <PersonButton userId={admin.userId} name={admin.nickname} texts={personButtonTexts(lang)} /> <span className="fam-tag">{roleName(admin.role, lang)}</span>
            </li>
          ))}
        </ul>
        <h3 className="fam-sub">{m['family.page.favoriteHosts']({}, locale)}</h3>
        {family.favoriteHosts.length === 0 ? (
          <p className="ui-muted">{m['family.page.noFavorites']({}, locale)}</p>
        ) : (
          <ul className="fam-people">
            {family.favoriteHosts.map((host) => (
              <li key={host.userId}>
                <PersonButton userId={host.userId} name={host.nickname} texts={personButtonTexts(lang)}>
                  {m['family.person']({ name: host.nickname, id: host.userId }, locale)}
                </PersonButton>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card title={m['family.page.history']({}, locale)}>
        {family.history.length === 0 ? (
          <p className="ui-muted">{m['family.page.noHistory']({}, locale)}</p>
        ) : (
          <ul className="fam-people">
            {family.history.map((week) => (
              <li key={week.week} className="fam-line">
                <span>{formatDate(week.week, lang)}</span>
                <span>
                  {formatNumber(week.prestige, lang)} <TierBadge lang={lang} tier={week.tier} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}

/** Join, cancel the request, leave; the links to summons and to managing. */
function Actions({ lang, family, onChange }: { lang: Lang; family: FamilyDetail; onChange: () => void }) {
  const locale = { locale: lang };
  const [busy, run] = useAction(lang, m['common.doNotRepeat']({}, locale));
  const [problem, setProblem] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const { myRole, myRequestId } = family;
  const act = async (outcome: Awaited<ReturnType<typeof run>>) => {
    setLeaving(false);
    if (!outcome) return;
    if (outcome.ok) {
      setProblem(null);
      onChange();
    } else {
      setProblem(outcome.text);
    }
  };
  return (
    <div className="ui-card fam-actions">
      {problem && (
        <p className="fam-alert" role="alert">
          {problem}
        </p>
      )}
      {myRole === null && myRequestId === null && (
        <>
          {/* Joining is frozen while the family is being disbanded (SPEC 4): the button says so rather than fail. */}
          <button
            type="button"
            className="ui-btn ui-btn--primary"
            disabled={busy || family.dissolve !== null}
            aria-describedby={family.dissolve ? 'fam-join-closed' : undefined}
            onClick={async () => act(await run(FAMILY_ENDPOINTS.join, { family_id: family.id }))}
          >
            {m['family.join']({}, locale)}
          </button>
          {family.dissolve && (
            <p id="fam-join-closed" className="ui-muted">
              {m['error.family.cooling']({}, locale)}
            </p>
          )}
        </>
      )}
      {myRequestId !== null && (
        <>
          <p role="status">{m['family.request.sent']({}, locale)}</p>
          <button type="button" className="ui-btn" disabled={busy} onClick={async () => act(await run(FAMILY_ENDPOINTS.cancelRequest, { request_id: myRequestId }))}>
            {m['family.request.cancel']({}, locale)}
          </button>
        </>
      )}
      {myRole !== null && (
        <>
          <p className="ui-muted">{`${m['family.page.myRole']({}, locale)}: ${roleName(myRole, lang)}`}</p>
          {can(myRole, 'openRoom') && (
            <button type="button" className="ui-btn ui-btn--primary" onClick={() => openFamilyRoom({ familyId: family.id }, () => showToast(m['bridge.noApp']({}, locale)))}>
              {m['family.openRoom']({}, locale)}
            </button>
          )}
          <a className="ui-btn ui-btn--primary" href={pageHref('/call', lang)}>
            {m['family.link.summons']({}, locale)}
          </a>
          {can(myRole, 'handleJoins') && (
            <a className="ui-btn" href={pageHref('/familyList', lang, { id: family.id, view: 'manage' })}>
              {m['family.link.manage']({}, locale)}
            </a>
          )}
          {can(myRole, 'leave') ? (
            <button type="button" className="ui-btn" onClick={() => setLeaving(true)}>
              {m['family.leave']({}, locale)}
            </button>
          ) : (
            // SPEC 6: the creator cannot leave; disbanding is the creator's way out.
            <>
              <p className="ui-muted">{m['family.creatorStays']({}, locale)}</p>
              <a className="ui-btn" href={pageHref('/dissolve', lang)}>
                {m['family.link.dissolve']({}, locale)}
              </a>
            </>
          )}
        </>
      )}
      <Dialog
        lang={lang}
        open={leaving}
        variant="confirm"
        title={m['family.leave.title']({ name: family.name }, locale)}
        busy={busy}
        onConfirm={async () => act(await run(FAMILY_ENDPOINTS.leave, { family_id: family.id }))}
        onCancel={() => setLeaving(false)}
      >
        {m['family.leave.body']({}, locale)}
      </Dialog>
    </div>
  );
}

/**
 * The family's notice, its first two lines until "Show all" is pressed: up to 200 characters of anyone's text would
 * otherwise be the largest paint of the page, painted only once the family is in (DESIGN 9 LCP), and push the page's
 * privileges down. The button shows only when the text is longer than that.
 */
function Notice({ lang, notice }: { lang: Lang; notice: string }) {
  const text = useRef<HTMLParagraphElement>(null);
  const [clamped, setClamped] = useState(true);
  const [overflows, setOverflows] = useState(false);
  // Measured before the first paint, so the button never moves what is under it.
  useLayoutEffect(() => {
    const element = text.current;
    if (element && clamped) setOverflows(element.scrollHeight > element.clientHeight + 1);
  }, [notice, clamped]);
  return (
    <Card title={m['family.notice']({}, { locale: lang })}>
      <p ref={text} className={clamped ? 'fam-notice-text fam-notice-text--clamped' : 'fam-notice-text'}>
        {notice}
      </p>
      {(overflows || !clamped) && (
        <button type="button" className="fam-more" aria-expanded={!clamped} onClick={() => setClamped(!clamped)}>
          {clamped ? m['family.notice.more']({}, { locale: lang }) : m['family.notice.less']({}, { locale: lang })}
        </button>
      )}
    </Card>
  );
}
