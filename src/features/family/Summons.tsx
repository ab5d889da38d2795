// /call: red-packet summons (SPEC 3, 4, 8, 9; DESIGN 11). The family coins; the live summons with its 30-minute
// countdown, packets left, the people who answered and the effect level reached, and one grab per member; sending a
// summons of a tier (creator, vice leader, admins), "not enough family coins" offering the family tasks; the ended
// summons with their refunds, and each one's draw message, grabs and (after its day) seed, to recompute every packet.
import { useEffect, useState, type ReactNode } from 'react';
import { SUMMONS_ENDPOINTS, type SummonsDetail, type SummonsOverview, type SummonsView } from '../../contract/family.ts';
import {
  SUMMONS_EFFECT_THRESHOLDS_PEOPLE,
  SUMMONS_PACKETS_AND_COINS,
  SUMMONS_REFRESH_IDLE_MS,
  SUMMONS_REFRESH_LIVE_MS,
  SUMMONS_TIERS,
  nextSummonsThreshold,
  type SummonsTier,
} from '../../domain/family-summons.ts';
import { ApiError, call, errorText } from '../../lib/api.ts';
import { serverNow } from '../../lib/clock.ts';
import { formatNumber } from '../../lib/format.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Card } from '../../ui/Card.tsx';
import { Countdown } from '../../ui/Countdown.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { LoadFailed, Loading } from '../../ui/LoadState.tsx';
import { Rows } from '../../ui/Rows.tsx';
import { SignedInAs } from '../../ui/SignedInAs.tsx';
import { showToast } from '../../ui/toast.ts';
import { useApi } from '../../ui/use-api.ts';
import { useVisibleRefresh } from '../../ui/use-visible-refresh.ts';
import { registerCallErrors } from './call-errors.ts';
import './family.css';
import { summonsTierName } from './labels.ts';
import { TierBadge } from './TierBadge.tsx';
import { useMoney } from './use-money.ts';

registerCallErrors();

interface Props {
  lang: Lang;
  /** The rest of the page (the family tasks island, the link to the rules), shown once the summons are in. */
  children?: ReactNode;
}

/** What every part of the screen is drawn with. */
interface Part {
  lang: Lang;
}

/** Moves to the family tasks section of the page (the second island) and gives it the focus. */
function goToTasks(): void {
  const tasks = document.getElementById('family-tasks');
  tasks?.scrollIntoView({ block: 'start' });
  tasks?.focus();
}

/** The summons island. */
export function Summons({ lang, children }: Props) {
  const [overview, reload] = useApi(SUMMONS_ENDPOINTS.overview, {});
  if (overview.state === 'error') {
    if (overview.error instanceof ApiError && overview.error.failure === 'family.notMember') {
      return (
        <Card title={m['family.call.noFamily']({}, { locale: lang })}>
          <p className="ui-muted">{m['family.call.noFamilyBody']({}, { locale: lang })}</p>
          <a className="ui-btn ui-btn--primary fam-wide" href={pageHref('/familyList', lang)}>
            {m['family.call.findFamily']({}, { locale: lang })}
          </a>
        </Card>
      );
    }
    return <LoadFailed lang={lang} error={overview.error} onRetry={reload} />;
  }
  if (overview.state !== 'ok') return <Loading lang={lang} rows={4} />;
  return (
    <>
      <LiveSummonsScreen lang={lang} overview={overview.data} onChange={reload} />
      {children}
    </>
  );
}

/** The screen kept current while visible: packets left and people answered move as members grab (issue 26.5). */
function LiveSummonsScreen({ lang, overview, onChange }: Part & { overview: SummonsOverview; onChange: () => void }) {
  const [live, setLive] = useState(overview.live !== null);
  const fresh = useVisibleRefresh(() => call(SUMMONS_ENDPOINTS.overview, {}), live ? SUMMONS_REFRESH_LIVE_MS : SUMMONS_REFRESH_IDLE_MS, overview);
  const shown = fresh ?? overview;
  // A summons started or ended since: the pace follows (the refresh goes on from the data it has).
  useEffect(() => setLive(shown.live !== null), [shown.live]);
  return <SummonsScreen lang={lang} overview={shown} onChange={onChange} />;
}

/** The screen once loaded. */
function SummonsScreen({ lang, overview, onChange }: Part & { overview: SummonsOverview; onChange: () => void }) {
  return (
    <>
      <div className="fam-signed-in">
        <SignedInAs lang={lang} />
      </div>
      <section className="ui-card" aria-labelledby="fam-call-family">
        <h2 id="fam-call-family" className="fam-name fam-name--context">
          <a href={pageHref('/familyList', lang, { id: overview.family.id })}>{overview.family.name}</a> <TierBadge lang={lang} tier={overview.family.tier} />
        </h2>
        <Rows className="fam-rows" rows={[{ label: m['family.page.coins']({}, { locale: lang }), value: formatNumber(overview.coins, lang) }]} />
      </section>
      {overview.live ? <LiveSummons lang={lang} summons={overview.live} onChange={onChange} /> : <p className="ui-card ui-muted">{m['family.call.noLive']({}, { locale: lang })}</p>}
      {overview.canStart ? (
        overview.live ? (
          <p className="ui-muted fam-back">{m['family.call.oneAtATime']({}, { locale: lang })}</p>
        ) : (
          <StartSummons lang={lang} familyId={overview.family.id} coins={overview.coins} onChange={onChange} />
        )
      ) : (
        <p className="ui-muted fam-back">{m['family.call.whoSends']({}, { locale: lang })}</p>
      )}
      <Card title={m['family.call.recent']({}, { locale: lang })}>
        {overview.recent.length === 0 ? (
          <p className="ui-muted">{m['family.call.noRecent']({}, { locale: lang })}</p>
        ) : (
          <ul className="fam-people">
            {overview.recent.map((summons) => (
              <EndedSummons key={summons.id} lang={lang} summons={summons} />
            ))}
          </ul>
        )}
        <p className="ui-muted">{m['family.call.commitment']({}, { locale: lang })}</p>
        <p className="ui-muted fam-mono">{overview.commitment.commitment}</p>
      </Card>
    </>
  );
}

/** Packets left, people and the effect level of a summons. */
function Figures({ lang, summons }: Part & { summons: SummonsView }) {
  const next = nextSummonsThreshold(summons.people);
  return (
    <Rows
      className="fam-rows"
      rows={[
        { label: m['family.call.packetsLeft']({}, { locale: lang }), value: `${summons.packets - summons.claimed} / ${summons.packets}` },
        { label: m['family.call.people']({}, { locale: lang }), value: summons.people },
        {
          label: m['family.call.effect']({}, { locale: lang }),
          value: (
            <>
              {`${summons.effectLevel} / ${SUMMONS_EFFECT_THRESHOLDS_PEOPLE.length}`}
              {next !== null && (
                <span className="ui-muted fam-rank__meta">{m['family.call.nextEffect']({ people: String(next - summons.people) }, { locale: lang })}</span>
              )}
            </>
          ),
        },
      ]}
    />
  );
}

/** What the caller got from a summons, in words. */
function grabText(lang: Lang, grab: SummonsView['myGrab']): string | null {
  if (!grab) return null;
  return grab.coins === null ? m['family.call.gotNothing']({}, { locale: lang }) : m['family.call.got']({ coins: formatNumber(grab.coins, lang) }, { locale: lang });
}

/** The live summons: countdown, figures, and the grab. */
function LiveSummons({ lang, summons, onChange }: Part & { summons: SummonsView; onChange: () => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const grab = useMoney(SUMMONS_ENDPOINTS.grab, m['common.doNotRepeat']({}, { locale: lang }), (outcome) => {
    if (outcome.ok) showToast(grabText(lang, outcome.data.summons.myGrab) ?? '');
    else setProblem(errorText(outcome.error, lang));
    onChange();
  });
  const mine = grabText(lang, summons.myGrab);
  return (
    <Card title={m['family.call.live']({ tier: summonsTierName(summons.tier, lang), sender: summons.sender.nickname }, { locale: lang })} className="fam-live">
      <p>
        {m['family.call.endsIn']({}, { locale: lang })} <Countdown lang={lang} targetMs={summons.expiresAt} now={serverNow} onEnd={onChange} label={m['family.call.endsIn']({}, { locale: lang })} />
      </p>
      <p className="ui-muted">{m['family.call.total']({ coins: formatNumber(summons.coins, lang), packets: String(summons.packets) }, { locale: lang })}</p>
      <Figures lang={lang} summons={summons} />
      {problem && (
        <p className="fam-alert" role="alert">
          {problem}
        </p>
      )}
      {mine ? (
        <p className="fam-ok" role="status">
          {mine}
        </p>
      ) : (
        <button
          type="button"
          className="ui-btn ui-btn--primary fam-wide"
          disabled={grab.busy}
          onClick={() => {
            setProblem(null);
            grab.send({ summons_id: summons.id });
          }}
        >
          {m['family.call.grab']({}, { locale: lang })}
        </button>
      )}
    </Card>
  );
}

/** Choosing a tier and sending: checked against the family coins first, then confirmed. */
function StartSummons({ lang, familyId, coins, onChange }: Part & { familyId: string; coins: number; onChange: () => void }) {
  const locale = { locale: lang };
  const [tier, setTier] = useState<SummonsTier>('basic');
  const [sheet, setSheet] = useState<'confirm' | 'short' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const start = useMoney(SUMMONS_ENDPOINTS.start, m['common.doNotRepeat']({}, locale), (outcome) => {
    if (!outcome.ok && outcome.error instanceof ApiError && outcome.error.failure === 'family.notEnoughCoins') return setSheet('short');
    setSheet(null);
    if (outcome.ok) showToast(m['family.call.sent']({}, locale));
    else setProblem(errorText(outcome.error, lang));
    onChange();
  });
  const open = () => {
    setProblem(null);
    // SPEC 8: not enough family coins offers the family tasks.
    setSheet(coins < SUMMONS_PACKETS_AND_COINS[tier].coins ? 'short' : 'confirm');
  };
  const send = () => start.send({ family_id: familyId, tier });
  const total = (option: SummonsTier) =>
    m['family.call.total']({ coins: formatNumber(SUMMONS_PACKETS_AND_COINS[option].coins, lang), packets: String(SUMMONS_PACKETS_AND_COINS[option].packets) }, locale);
  return (
    <Card title={m['family.call.start']({}, locale)}>
      <fieldset className="fam-tiers">
        <legend className="ui-field__label">{m['family.call.chooseTier']({}, locale)}</legend>
        {SUMMONS_TIERS.map((option) => (
          <label key={option} className="fam-tier-option">
            <input type="radio" name="summons-tier" value={option} checked={tier === option} onChange={() => setTier(option)} />
            <span>
              <strong>{summonsTierName(option, lang)}</strong> {total(option)}
            </span>
          </label>
        ))}
      </fieldset>
      {problem && (
        <p className="fam-alert" role="alert">
          {problem}
        </p>
      )}
      <button type="button" className="ui-btn ui-btn--primary fam-wide" disabled={start.busy} onClick={open}>
        {m['family.call.send']({}, locale)}
      </button>
      <Dialog
        lang={lang}
        open={sheet === 'confirm'}
        variant="confirm"
        title={m['family.call.confirm']({ tier: summonsTierName(tier, lang) }, locale)}
        busy={start.pending}
        onRepeatTap={send}
        onConfirm={send}
        onCancel={() => !start.pending && setSheet(null)}
      >
        {total(tier)}
      </Dialog>
      <Dialog
        lang={lang}
        open={sheet === 'short'}
        variant="confirm"
        title={errorText(new ApiError('family.notEnoughCoins', null), lang)}
        confirmLabel={m['family.goToTasks']({}, locale)}
        onConfirm={() => {
          setSheet(null);
          goToTasks();
        }}
        onCancel={() => setSheet(null)}
      >
        {m['family.call.shortBody']({ coins: formatNumber(SUMMONS_PACKETS_AND_COINS[tier].coins, lang), have: formatNumber(coins, lang) }, locale)}
      </Dialog>
    </Card>
  );
}

/** An ended summons: its figures, the caller's packet, the refund, and its draw on demand. */
function EndedSummons({ lang, summons }: Part & { summons: SummonsView }) {
  const [detail, setDetail] = useState<SummonsDetail | 'loading' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const toggle = () => {
    if (detail !== null) return setDetail(null);
    setDetail('loading');
    call(SUMMONS_ENDPOINTS.detail, { summons_id: summons.id }).then(setDetail, (error: unknown) => {
      setDetail(null);
      setProblem(errorText(error, lang));
    });
  };
  const mine = grabText(lang, summons.myGrab);
  return (
    <li className="fam-ended">
      <p className="fam-line">
        <strong>{summonsTierName(summons.tier, lang)}</strong>
        <time dateTime={new Date(summons.sentAt).toISOString()}>{formatDateTime(summons.sentAt, lang)}</time>
      </p>
      <Rows
        className="fam-rows"
        rows={[
          { label: m['family.call.taken']({}, { locale: lang }), value: `${summons.claimed} / ${summons.packets}` },
          { label: m['family.call.people']({}, { locale: lang }), value: summons.people },
          { label: m['family.call.refunded']({}, { locale: lang }), value: formatNumber(summons.refundedCoins ?? 0, lang) },
        ]}
      />
      {mine && <p>{mine}</p>}
      {problem && (
        <p className="fam-alert" role="alert">
          {problem}
        </p>
      )}
      <button type="button" className="ui-btn" aria-expanded={detail !== null} onClick={toggle}>
        {m['family.call.draw']({}, { locale: lang })}
      </button>
      {detail === 'loading' && <Loading lang={lang} rows={1} />}
      {detail !== null && detail !== 'loading' && (
        <div className="fam-draw">
          <p className="ui-muted">{m['family.call.drawMessage']({}, { locale: lang })}</p>
          <p className="fam-mono">{detail.drawMessage}</p>
          <p className="ui-muted">{detail.seed.seed ? m['family.call.seed']({}, { locale: lang }) : m['family.call.seedLater']({}, { locale: lang })}</p>
          <p className="fam-mono">{detail.seed.seed ?? detail.seed.commitment}</p>
          <ul className="fam-people">
            {detail.grabs.map((grab) => (
              <li key={grab.userId} className="fam-line">
                <span>{grab.nickname}</span>
                <span>
                  {grab.position === null || grab.coins === null
                    ? m['family.call.noPacket']({}, { locale: lang })
                    : m['family.call.packet']({ n: String(grab.position + 1), coins: formatNumber(grab.coins, lang) }, { locale: lang })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
