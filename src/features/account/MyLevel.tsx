// /mygrade, My Level (SPEC 3, SPEC 9): wealth and charm, each with its badge, exp, progress to the next level and what
// it takes (coins to spend, beans to receive), from the data the server keeps (coins spent, beans received).
import type { ReactNode } from 'react';
import { LEVEL_ENDPOINTS, type LevelView } from '../../contract/account.ts';
import type { LevelKind } from '../../domain/levels.ts';
import { formatBeans, formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Card } from '../../ui/Card.tsx';
import { Loaded } from '../../ui/LoadState.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { useApi } from '../../ui/use-api.ts';
import { useBrand } from '../../ui/use-brand.ts';
import { LevelBadge } from './LevelBadge.tsx';
import { formatCoins } from './text.ts';
import './account.css';

interface Props {
  lang: Lang;
  /** The page's static parts below the island (links, the levels card), shown once the data is in. */
  children?: ReactNode;
}

/** Both level cards. */
export function MyLevel({ lang, children }: Props) {
  const [levels, reload] = useApi(LEVEL_ENDPOINTS.mine, {});
  return (
    <Loaded lang={lang} result={levels} onRetry={reload} rows={4} after={children}>
      {(data) => (
        <>
          <LevelCard lang={lang} kind="wealth" view={data.wealth} />
          <LevelCard lang={lang} kind="charm" view={data.charm} />
        </>
      )}
    </Loaded>
  );
}

/** One kind: badge, exp, progress and what the next level takes. */
function LevelCard({ lang, kind, view }: { lang: Lang; kind: LevelKind; view: LevelView }) {
  const brand = useBrand();
  const locale = { locale: lang };
  const title = kind === 'wealth' ? m['account.level.wealth']({}, locale) : m['account.level.charm']({}, locale);
  const amount = kind === 'wealth' ? formatCoins(view.amount, lang, brand) : formatBeans(view.amount, lang, brand);
  const toNext = kind === 'wealth' ? formatCoins(view.amountToNext, lang, brand) : formatBeans(view.amountToNext, lang, brand);
  const next = view.nextLevelMinExp === null ? null : view.level + 1;
  return (
    <Card title={title} className={`acc-level acc-level--${kind}`}>
      <div className="acc-level__head">
        <LevelBadge kind={kind} level={view.level} lang={lang} />
        {next !== null && (
          <>
            <span className="acc-level__arrow" aria-hidden="true">
              →
            </span>
            <LevelBadge kind={kind} level={next} lang={lang} />
          </>
        )}
      </div>
      <p className="acc-strong">{m['account.level.exp']({ exp: formatNumber(view.exp, lang) }, locale)}</p>
      <ProgressBar value={view.percent / 100} label={m['account.level.progress']({ kind: title }, locale)} />
      <p>
        {next === null
          ? m['account.level.top']({}, locale)
          : kind === 'wealth'
            ? m['account.level.toNextWealth']({ amount: toNext, level: String(next), exp: formatNumber(view.remainingExp, lang) }, locale)
            : m['account.level.toNextCharm']({ amount: toNext, level: String(next), exp: formatNumber(view.remainingExp, lang) }, locale)}
      </p>
      <p className="ui-muted">{kind === 'wealth' ? m['account.level.spentSoFar']({ amount }, locale) : m['account.level.receivedSoFar']({ amount }, locale)}</p>
    </Card>
  );
}
