// What every member of a family sees of it (issue 26.5): the live summons badge with its countdown, the members with
// their roles, wealth levels and this week's contributions, and the week's contribution ranking.
import { FAMILY_ENDPOINTS, type FamilyDetail, type FamilyMemberView, type LiveSummonsBadge } from '../../contract/family.ts';
import { call } from '../../lib/api.ts';
import { serverNow } from '../../lib/clock.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Card } from '../../ui/Card.tsx';
import { Countdown } from '../../ui/Countdown.tsx';
import { List } from '../../ui/List.tsx';
import { PersonButton } from '../../ui/PersonButton.tsx';
import { personButtonTexts, roleName } from './labels.ts';

/** "A summons is live": packets left, the time left, and the way to /call. */
export function LiveSummonsLink({ lang, summons, onEnd }: { lang: Lang; summons: LiveSummonsBadge; onEnd: () => void }) {
  const locale = { locale: lang };
  const label = m['family.liveSummons.endsIn']({}, locale);
  return (
    <p className="fam-live-badge" role="status">
      <a href={pageHref('/call', lang)}>{m['family.liveSummons.badge']({ packets: formatNumber(summons.packetsLeft, lang) }, locale)}</a>{' '}
      <span className="ui-muted">
        {label} <Countdown lang={lang} targetMs={summons.expiresAt} now={serverNow} onEnd={onEnd} label={label} />
      </span>
    </p>
  );
}

/** The members, by role, and this week's contribution ranking: for members only. */
export function MemberLists({ lang, family }: { lang: Lang; family: FamilyDetail }) {
  const locale = { locale: lang };
  const texts = personButtonTexts(lang);
  return (
    <>
      <Card title={m['family.members.list']({}, locale)}>
        <List<FamilyMemberView, string>
          lang={lang}
          label={m['family.members.list']({}, locale)}
          load={(cursor) => call(FAMILY_ENDPOINTS.members, { family_id: family.id, cursor: cursor ?? '' })}
          itemKey={(item) => item.userId}
          renderItem={(item) => (
            <div className="fam-member">
              <span>
                <PersonButton userId={item.userId} name={item.nickname} texts={texts} live={item.liveNow}>
                  {m['family.person']({ name: item.nickname, id: item.userId }, locale)}
                </PersonButton>{' '}
                <span className="fam-tag">{roleName(item.role, lang)}</span>
              </span>
              <span className="ui-muted fam-rank__meta">
                {m['family.members.levelAndWeek']({ level: String(item.wealthLevel), coins: formatNumber(item.weekContribution, lang) }, locale)}
              </span>
            </div>
          )}
        />
      </Card>
      <Card title={m['family.contributions.title']({}, locale)}>
        <p className="ui-muted">{m['family.contributions.intro']({}, locale)}</p>
        <List<FamilyMemberView, string>
          lang={lang}
          label={m['family.contributions.title']({}, locale)}
          load={(cursor) => call(FAMILY_ENDPOINTS.members, { family_id: family.id, cursor: cursor ?? '', order: 'contribution' })}
          itemKey={(item) => item.userId}
          renderItem={(item, index) => (
            <div className="fam-line">
              <span>
                <span className="fam-rank">{index + 1}</span> {item.nickname}
              </span>
              <span className="ev-num">{formatNumber(item.weekContribution, lang)}</span>
            </div>
          )}
        />
      </Card>
    </>
  );
}
