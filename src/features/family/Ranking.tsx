// The family ranking on /familyList: every live family by this week's prestige, with its tier; a search by name or id
// narrows it, each family keeping its rank.
import { useState, type ReactNode, type SubmitEvent } from 'react';
import { FAMILY_ENDPOINTS, type FamilyListItem } from '../../contract/family.ts';
import { call } from '../../lib/api.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Card } from '../../ui/Card.tsx';
import { List } from '../../ui/List.tsx';
import { TierBadge } from './TierBadge.tsx';

interface Props {
  lang: Lang;
  /** Shown under the ranking once its first page is in. */
  children?: ReactNode;
}

/** The ranking card. */
export function Ranking({ lang, children }: Props) {
  const [shown, setShown] = useState(false);
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const search = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery(typed.trim());
  };
  return (
    <>
      <Card title={m['family.ranking.title']({}, { locale: lang })}>
        <form role="search" className="fam-search" onSubmit={search}>
          <input
            className="ui-input"
            type="search"
            aria-label={m['family.ranking.search']({}, { locale: lang })}
            placeholder={m['family.ranking.search']({}, { locale: lang })}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="ui-btn">
            {m['family.ranking.go']({}, { locale: lang })}
          </button>
        </form>
        <List<FamilyListItem, string>
          lang={lang}
          label={m['family.ranking.title']({}, { locale: lang })}
          reloadKey={query}
          emptyText={m['family.ranking.empty']({}, { locale: lang })}
          load={(cursor) => call(FAMILY_ENDPOINTS.list, { query, cursor: cursor ?? '' })}
          itemKey={(item) => item.id}
          onChange={() => setShown(true)}
          renderItem={(item) => (
            <a className="fam-rank" href={pageHref('/familyList', lang, { id: item.id })}>
              <span className="fam-rank__no">{item.rank}</span>
              <span className="fam-rank__main">
                <strong>{item.name}</strong> <TierBadge lang={lang} tier={item.tier} />
                {item.cooling && <span className="fam-tag">{m['family.dissolving']({}, { locale: lang })}</span>}
                <span className="ui-muted fam-rank__meta">
                  {`${m['family.page.prestige']({}, { locale: lang })} ${formatNumber(item.weeklyPrestige, lang)} · ${m['family.page.members']({}, { locale: lang })} ${item.members}/${item.memberLimit}`}
                </span>
              </span>
            </a>
          )}
        />
      </Card>
      {shown && children}
    </>
  );
}
