// /subagent (SPEC 6): a reseller's sub-agents with the coins sent to each this month, and a transfer to one of them
// through the same confirmation and receipt; a sub-agent sees its parent reseller and its own transfer to users.
import { useState, type ReactNode } from 'react';
import { RESALE_ENDPOINTS, type ResaleOverview, type TransferTargetView } from '../../contract/resale.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Card } from '../../ui/Card.tsx';
import { keepTogether } from '../../ui/KeepTogether.tsx';
import { Loaded } from '../../ui/LoadState.tsx';
import { useApi } from '../../ui/use-api.ts';
import { useBrand } from '../../ui/use-brand.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { useDealerRole } from './dealer-role.ts';
import { formatCoins } from './format-coins.ts';
import { ForDealers } from './ForDealers.tsx';
import { TransferForm } from './TransferForm.tsx';

interface Props {
  lang: Lang;
  /** The page's static parts for dealers (links), shown once the account is known to be a dealer. */
  children?: ReactNode;
}

/** The sub-agent island. */
export function SubAgents({ lang, children }: Props) {
  const [overview, reload] = useApi(RESALE_ENDPOINTS.overview, {});
  useDealerRole(overview);
  return (
    <Loaded lang={lang} result={overview} onRetry={reload} forbidden={<ForDealers lang={lang} />} rows={4} after={children}>
      {(data) => (data.isSubAgent ? <AsSubAgent lang={lang} overview={data} /> : <AsReseller lang={lang} overview={data} onChanged={reload} />)}
    </Loaded>
  );
}

/** A sub-agent: its parent, and its own transfer to users (never to dealers, the parent included). */
function AsSubAgent({ lang, overview }: { lang: Lang; overview: ResaleOverview }) {
  const locale = { locale: lang };
  const parentId = overview.parentUserId ?? '';
  const parentName = overview.parentNickname ?? '';
  return (
    <>
      <p className="ui-muted">{m['coin.subagent.introSubAgent']({}, locale)}</p>
      <Card title={m['coin.subagent.parentTitle']({}, locale)}>
        <div className="coin-user">
          <Avatar nickname={parentName} userId={parentId} />
          <span className="coin-user__text">
            <strong>{parentName}</strong>
            <span className="ui-muted">{m['coin.userId']({ id: parentId }, locale)}</span>
          </span>
        </div>
      </Card>
      <TransferForm lang={lang} balance={overview.balance} />
    </>
  );
}

/** A reseller: its sub-agents, and a transfer to the one chosen. */
function AsReseller({ lang, overview, onChanged }: { lang: Lang; overview: ResaleOverview; onChanged: () => void }) {
  const brand = useBrand();
  const locale = { locale: lang };
  const [chosen, setChosen] = useState<TransferTargetView | null>(null);
  const [sent, setSent] = useState(false);

  if (chosen) {
    return (
      <TransferForm
        lang={lang}
        balance={overview.balance}
        preset={chosen}
        onBalance={() => setSent(true)}
        onLeavePreset={() => {
          setChosen(null);
          // The month's figures changed: read them again.
          if (sent) onChanged();
        }}
      />
    );
  }
  return (
    <Card title={m['coin.subagent.listTitle']({}, locale)}>
      <p className="ui-muted">{m['coin.subagent.introReseller']({}, locale)}</p>
      {overview.subAgents.length === 0 ? (
        <p className="ui-muted">{m['coin.subagent.none']({}, locale)}</p>
      ) : (
        <ul className="coin-people" aria-label={m['coin.subagent.listTitle']({}, locale)}>
          {overview.subAgents.map((agent) => (
            <li key={agent.userId} className="coin-user">
              <Avatar nickname={agent.nickname} userId={agent.userId} />
              <span className="coin-user__text">
                <strong>{agent.nickname}</strong>
                <span className="ui-muted">{m['coin.userId']({ id: agent.userId }, locale)}</span>
                <span className="ui-muted">{m['coin.subagent.sentThisMonth']({ amount: formatCoins(agent.sentThisMonth, lang, brand) }, locale)}</span>
              </span>
              <button
                type="button"
                className="ui-btn ui-btn--primary"
                aria-label={m['coin.subagent.transferTo']({ nickname: agent.nickname }, locale)}
                onClick={() => setChosen({ userId: agent.userId, nickname: agent.nickname, isDealer: true, isOwnSubAgent: true })}
              >
                {m['coin.subagent.transfer']({}, locale)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="ui-muted">{keepTogether(m['coin.subagent.howToAdd']({ support: brand.supportNumber }, locale), brand.supportNumber)}</p>
    </Card>
  );
}
