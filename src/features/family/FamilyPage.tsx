// /familyList?id=…: a family's page: name, badge, creator, notice, members and limit, admins, this week's prestige and
// the way to the next tier, the tier's privileges, favourite hosts, the weekly ratings, and what the caller may do:
// ask to join, cancel the request, leave, manage, send summons, disband.
import { useLayoutEffect, useRef, useState } from 'react';
import { FAMILY_ENDPOINTS, type FamilyDetail } from '../../contract/family.ts';
import { can } from '../../domain/family-roles.ts';
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
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { Rows } from '../../ui/Rows.tsx';
import { roleName, tierName } from './labels.ts';
import { TierBadge } from './TierBadge.tsx';
import { useAction } from './use-action.ts';
import type { ListText } from './text-keys.ts';
import type { FamilyViewProps } from './view-props.ts';

/** The family page island view. */
export function FamilyPage({ lang, t, detail, reload, children }: FamilyViewProps) {
  const back = (
    <p className="fam-back">
      <a href={pageHref('/familyList', lang)}>{t['family.back.list']}</a>
    </p>
  );
  if (detail.state === 'error') return <>{back}<LoadFailed lang={lang} error={detail.error} onRetry={reload} /></>;
  if (detail.state !== 'ok') return <Loading lang={lang} rows={5} />;
  return (
    <>
      {back}
      <FamilyView lang={lang} t={t} family={detail.data} onChange={reload} />
      {children}
    </>
  );
}

/** Yes or no, in words. */
const yesNo = (value: boolean, t: ListText) => (value ? t['family.yes'] : t['family.no']);

/** A family's page once loaded. */
function FamilyView({ lang, t, family, onChange }: { lang: Lang; t: ListText; family: FamilyDetail; onChange: () => void }) {
  const locale = { locale: lang };
  const { progress, limits } = family;
  const admins = family.admins.filter((admin) => admin.role === 'admin').length;
  return (
    <>
      <section className="ui-card" aria-labelledby="fam-name">
        <h2 id="fam-name" className="fam-name">
          {family.name} <TierBadge t={t} tier={family.tier} />
        </h2>
        {family.dissolve && (
          <p className="fam-alert" role="note">
            {m['family.page.dissolving']({ date: formatDateTime(family.dissolve.deleteAt, lang) }, locale)}
          </p>
        )}
        <Rows
          className="fam-rows"
          rows={[
            { label: t['family.page.id'], value: family.id },
            { label: t['family.page.creator'], value: family.creator.nickname },
            { label: t['family.page.members'], value: `${family.members} / ${family.memberLimit}` },
            { label: t['family.page.admins'], value: `${admins} / ${limits.admins}` },
            { label: t['family.page.prestige'], value: formatNumber(family.weeklyPrestige, lang) },
            ...(family.coins !== null ? [{ label: t['family.page.coins'], value: formatNumber(family.coins, lang) }] : []),
          ]}
        />
        {progress.next ? (
          <>
            <ProgressBar value={family.weeklyPrestige / progress.nextMinPrestige} label={t['family.page.progressLabel']} />
            <p className="ui-muted">
              {m['family.page.toNext']({ remaining: formatNumber(progress.remaining, lang), tier: tierName(progress.next, t) }, locale)}
            </p>
          </>
        ) : (
          <p className="ui-muted">{t['family.page.top']}</p>
        )}
        <p className="ui-muted">
          {t['family.page.nextRating']} <Countdown lang={lang} targetMs={family.nextRatingAt} now={serverNow} />
        </p>
      </section>

      <Actions lang={lang} t={t} family={family} onChange={onChange} />

      {family.notice && <Notice t={t} notice={family.notice} />}

      <Card title={t['family.page.privileges']}>
        <Rows
          className="fam-rows"
          rows={[
            { label: t['family.limit.members'], value: formatNumber(limits.members, lang) },
            { label: t['family.limit.admins'], value: limits.admins },
            { label: t['family.limit.favoriteHosts'], value: limits.favoriteHosts },
            { label: t['family.limit.nameplate'], value: yesNo(limits.nameplate, t) },
            { label: t['family.limit.chatRoom'], value: yesNo(limits.chatRoom, t) },
          ]}
        />
      </Card>

      <Card title={t['family.page.team']}>
        <ul className="fam-people">
          <li>
            {family.creator.nickname} <span className="fam-tag">{roleName('creator', t)}</span>
          </li>
          {family.admins.map((admin) => (
            <li key={admin.userId}>
              {admin.nickname} <span className="fam-tag">{roleName(admin.role, t)}</span>
            </li>
          ))}
        </ul>
        <h3 className="fam-sub">{t['family.page.favoriteHosts']}</h3>
        {family.favoriteHosts.length === 0 ? (
          <p className="ui-muted">{t['family.page.noFavorites']}</p>
        ) : (
          <ul className="fam-people">
            {family.favoriteHosts.map((host) => (
              <li key={host.userId}>{m['family.person']({ name: host.nickname, id: host.userId }, locale)}</li>
            ))}
          </ul>
        )}
      </Card>

      <Card title={t['family.page.history']}>
        {family.history.length === 0 ? (
          <p className="ui-muted">{t['family.page.noHistory']}</p>
        ) : (
          <ul className="fam-people">
            {family.history.map((week) => (
              <li key={week.week} className="fam-line">
                <span>{formatDate(week.week, lang)}</span>
                <span>
                  {formatNumber(week.prestige, lang)} <TierBadge t={t} tier={week.tier} />
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
function Actions({ lang, t, family, onChange }: { lang: Lang; t: ListText; family: FamilyDetail; onChange: () => void }) {
  const locale = { locale: lang };
  const [busy, run] = useAction(lang, t['common.doNotRepeat']);
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
        <button type="button" className="ui-btn ui-btn--primary" disabled={busy} onClick={async () => act(await run(FAMILY_ENDPOINTS.join, { family_id: family.id }))}>
          {t['family.join']}
        </button>
      )}
      {myRequestId !== null && (
        <>
          <p role="status">{t['family.request.sent']}</p>
          <button type="button" className="ui-btn" disabled={busy} onClick={async () => act(await run(FAMILY_ENDPOINTS.cancelRequest, { request_id: myRequestId }))}>
            {t['family.request.cancel']}
          </button>
        </>
      )}
      {myRole !== null && (
        <>
          <p className="ui-muted">{`${t['family.page.myRole']}: ${roleName(myRole, t)}`}</p>
          <a className="ui-btn ui-btn--primary" href={pageHref('/call', lang)}>
            {t['family.link.summons']}
          </a>
          {can(myRole, 'handleJoins') && (
            <a className="ui-btn" href={pageHref('/familyList', lang, { id: family.id, view: 'manage' })}>
              {t['family.link.manage']}
            </a>
          )}
          {can(myRole, 'leave') ? (
            <button type="button" className="ui-btn" onClick={() => setLeaving(true)}>
              {t['family.leave']}
            </button>
          ) : (
            // SPEC 6: the creator cannot leave; disbanding is the creator's way out.
            <>
              <p className="ui-muted">{t['family.creatorStays']}</p>
              <a className="ui-btn" href={pageHref('/dissolve', lang)}>
                {t['family.link.dissolve']}
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
        {t['family.leave.body']}
      </Dialog>
    </div>
  );
}

/**
 * The family's notice, its first two lines until "Show all" is pressed: up to 200 characters of anyone's text would
 * otherwise be the largest paint of the page, painted only once the family is in (DESIGN 9 LCP), and push the page's
 * privileges down. The button shows only when the text is longer than that.
 */
function Notice({ t, notice }: { t: ListText; notice: string }) {
  const text = useRef<HTMLParagraphElement>(null);
  const [clamped, setClamped] = useState(true);
  const [overflows, setOverflows] = useState(false);
  // Measured before the first paint, so the button never moves what is under it.
  useLayoutEffect(() => {
    const element = text.current;
    if (element && clamped) setOverflows(element.scrollHeight > element.clientHeight + 1);
  }, [notice, clamped]);
  return (
    <Card title={t['family.notice']}>
      <p ref={text} className={clamped ? 'fam-notice-text fam-notice-text--clamped' : 'fam-notice-text'}>
        {notice}
      </p>
      {(overflows || !clamped) && (
        <button type="button" className="fam-more" aria-expanded={!clamped} onClick={() => setClamped(!clamped)}>
          {clamped ? t['family.notice.more'] : t['family.notice.less']}
        </button>
      )}
    </Card>
  );
}
