// Ramadan red packets (SPEC 9): the period open now or the countdown to the next, the grab (drawn on the server,
// credited once with an Idempotency-Key), the day's grabs used, a host's qualifying activity and the caller's packets.
import { useEffect, useState } from 'react';
import { RED_PACKET_ENDPOINTS, type GrabView, type RedPacketStatus } from '../../contract/events.ts';
import { RED_PACKET_GRABS_PER_DAY_MAX, RED_PACKET_PERIOD_START_HOURS } from '../../domain/red-packet.ts';
import { addDays, businessDate, businessDayStartMs } from '../../domain/time.ts';
import { RepeatedTapError, createSubmission, errorText } from '../../lib/api.ts';
import { serverNow } from '../../lib/clock.ts';
import { formatDateTime, formatDay, timeOfDay } from '../../lib/format-date.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Card } from '../../ui/Card.tsx';
import { Countdown } from '../../ui/Countdown.tsx';
import { Loaded } from '../../ui/LoadState.tsx';
import { SignedInAs } from '../../ui/SignedInAs.tsx';
import { showToast } from '../../ui/toast.ts';
import { useApi } from '../../ui/use-api.ts';
import { useBrand } from '../../ui/use-brand.ts';
import { useResumedSubmission, type Resumed } from '../../ui/use-resumed-submission.ts';
import './errors-events.ts';
import type { GrabCheck } from './check-grab.ts';
import { coinsText } from './coins-text.ts';
import { BOARDS_CHANGED_EVENT } from './text.ts';
import './events.css';

interface Props {
  lang: Lang;
}

/** The red-packet island. */
export function RedPackets({ lang }: Props) {
  const [status, reload] = useApi(RED_PACKET_ENDPOINTS.status, {});
  return (
    <Loaded lang={lang} result={status} onRetry={reload}>
      {(data) => <Packets lang={lang} status={data} onChanged={reload} />}
    </Loaded>
  );
}

/** The period, the grab and the caller's packets. */
function Packets({ lang, status, onChanged }: { lang: Lang; status: RedPacketStatus; onChanged: () => void }) {
  const brand = useBrand();
  const locale = { locale: lang };
  const [submission] = useState(() => createSubmission(RED_PACKET_ENDPOINTS.grab));
  const [pending, setPending] = useState(false);
  const [last, setLast] = useState<GrabView | null>(null);
  const settle = (outcome: Resumed<typeof RED_PACKET_ENDPOINTS.grab>) => {
    setPending(false);
    if (outcome.ok) {
      setLast(outcome.data.grab);
      window.dispatchEvent(new Event(BOARDS_CHANGED_EVENT));
      showToast(m['events.rp.grabbed']({ coins: coinsText(outcome.data.grab.coins, lang, brand) }, locale));
    } else {
      showToast(errorText(outcome.error, lang));
    }
    onChanged();
  };
  const resuming = useResumedSubmission(submission, settle);
  const grab = () => {
    setPending(true);
    submission.submit({}).then(
      (data) => settle({ ok: true, data }),
      (error: unknown) => {
        if (error instanceof RepeatedTapError) return showToast(m['common.doNotRepeat']({}, locale));
        settle({ ok: false, error });
      },
    );
  };
  const host = status.host;
  const blocked =
    status.period === null ||
    status.grabbedThisPeriod ||
    status.grabsToday >= RED_PACKET_GRABS_PER_DAY_MAX ||
    (host !== null && !host.qualifies) ||
    status.pool.packetsLeft === 0;
  const why = blockedReason(lang, status);
  return (
    <>
      <Card title={m['events.rp.grab']({}, locale)} className="ev-phase">
        <SignedInAs lang={lang} />
        {status.edition === null ? (
          <p>{m['events.rp.closed']({}, locale)}</p>
        ) : status.period ? (
          <p className="ev-countdown">
            <span>{m['events.rp.closesIn']({}, locale)}</span>{' '}
            <Countdown lang={lang} targetMs={status.period.endMs} now={serverNow} onEnd={onChanged} label={m['events.rp.closesIn']({}, locale)} />
          </p>
        ) : null}
        {!status.period && status.nextPeriod && (
          <p className="ev-countdown">
            <span>{m['events.rp.nextIn']({}, locale)}</span>{' '}
            <Countdown lang={lang} targetMs={status.nextPeriod.startMs} now={serverNow} onEnd={onChanged} label={m['events.rp.nextIn']({}, locale)} />
          </p>
        )}
        {!status.period && !status.nextPeriod && status.edition !== null && <p className="ui-muted">{m['events.rp.noMorePeriods']({}, locale)}</p>}
        {host && (
          <p className={host.qualifies ? 'ui-muted' : 'ev-note'}>
            {m['events.rp.host']({ days: host.validDays, hours: formatNumber(Math.floor(host.liveMinutes / 60), lang) }, locale)}
            {!host.qualifies && <> · {m['error.redPacket.hostNotQualified']({}, locale)}</>}
          </p>
        )}
        {status.edition !== null && (
          <>
            <button
              type="button"
              className="ui-btn ui-btn--primary ev-packet"
              disabled={blocked || pending || resuming}
              aria-describedby={blocked && why ? 'rp-why' : undefined}
              onClick={grab}
            >
              {status.period ? m['events.rp.grab']({}, locale) : m['error.redPacket.notInPeriod']({}, locale)}
            </button>
            {/* A greyed button says why and when it comes back (issue 26.7). */}
            {blocked && why && (
              <p id="rp-why" className="ev-note">
                {why}
              </p>
            )}
            <p>{m['events.rp.grabsToday']({ used: status.grabsToday, max: RED_PACKET_GRABS_PER_DAY_MAX }, locale)}</p>
            <p className="ui-muted">{m['events.rp.left']({ packets: formatNumber(status.pool.packetsLeft, lang) }, locale)}</p>
          </>
        )}
        {last && <p className="ev-win">{m['events.rp.grabbed']({ coins: coinsText(last.coins, lang, brand) }, locale)}</p>}
      </Card>
      <Card title={m['events.rp.myGrabs']({}, locale)}>
        {status.grabs.length === 0 ? (
          <p className="ui-muted">{m['events.rp.noGrabs']({}, locale)}</p>
        ) : (
          <ul className="ev-rewards">
            {status.grabs.map((item) => (
              <li key={item.id} className="ev-reward">
                <div>
                  <strong>{coinsText(item.coins, lang, brand)}</strong>
                  <p className="ui-muted">
                    {formatDateTime(item.at, lang)} · {m['events.rp.packetNo']({ n: formatNumber(item.packetNo, lang) }, locale)}
                  </p>
                  <GrabDraw lang={lang} grab={item} />
                </div>
              </li>
            ))}
          </ul>
        )}
        {status.commitment && <p className="ui-muted ev-hash">{m['events.rp.commitment']({ hash: status.commitment }, locale)}</p>}
      </Card>
    </>
  );
}


/** Why the grab is off now and when it comes back, or null when the page already says (no period, host rule). */
function blockedReason(lang: Lang, status: RedPacketStatus): string | null {
  const locale = { locale: lang };
  if (status.edition === null || (status.host !== null && !status.host.qualifies)) return null;
  const today = businessDate(status.now);
  const tomorrow = addDays(today, 1);
  // The first period of tomorrow, when tomorrow is in the edition.
  const tomorrowText =
    tomorrow <= status.edition.last
      ? m['events.rp.tomorrowAt']({ time: timeOfDay(businessDayStartMs(tomorrow) + (RED_PACKET_PERIOD_START_HOURS[0] ?? 0) * 3_600_000) }, locale)
      : m['events.rp.noMorePeriods']({}, locale);
  if (status.grabsToday >= RED_PACKET_GRABS_PER_DAY_MAX) return `${m['error.redPacket.dailyLimitReached']({}, locale)} ${tomorrowText}`;
  if (status.pool.packetsLeft === 0) return `${m['error.redPacket.poolEmpty']({}, locale)} ${tomorrowText}`;
  if (status.grabbedThisPeriod) {
    const next = status.nextPeriod;
    const nextText =
      next === null
        ? m['events.rp.noMorePeriods']({}, locale)
        : businessDate(next.startMs) === today
          ? m['events.rp.nextAt']({ time: timeOfDay(next.startMs) }, locale)
          : m['events.rp.tomorrowAt']({ time: timeOfDay(next.startMs) }, locale);
    return `${m['error.redPacket.alreadyGrabbedThisPeriod']({}, locale)} ${nextText}`;
  }
  return null;
}

/** "Check this draw": the draw message, the commitment, the seed once revealed, and the check on this device (26.8). */
function GrabDraw({ lang, grab }: { lang: Lang; grab: GrabView }) {
  const brand = useBrand();
  const locale = { locale: lang };
  const [check, setCheck] = useState<GrabCheck>(grab.seed === null ? 'pending' : 'checking');
  useEffect(() => {
    let current = true;
    // The check's code (Web Crypto, the draw table) loads only when a grab is shown: its own chunk.
    import('./check-grab.ts').then(({ checkGrab }) => checkGrab(grab)).then(
      (outcome) => current && setCheck(outcome),
      () => current && setCheck('unavailable'),
    );
    return () => {
      current = false;
    };
  }, [grab]);
  return (
    <details className="ev-draw">
      <summary>{m['events.rp.verify.title']({}, locale)}</summary>
      <dl>
        <dt>{m['events.rp.verify.message']({}, locale)}</dt>
        <dd>
          <code className="ev-hash">{grab.drawMessage}</code>
        </dd>
        <dt>{m['events.rp.verify.commitment']({}, locale)}</dt>
        <dd>
          <code className="ev-hash">{grab.commitment}</code>
        </dd>
        {grab.seed !== null && (
          <>
            <dt>{m['events.rp.verify.seed']({}, locale)}</dt>
            <dd>
              <code className="ev-hash">{grab.seed}</code>
            </dd>
          </>
        )}
      </dl>
      {check === 'pending' && <p className="ui-muted">{m['events.rp.verify.pending']({ date: formatDay(grab.date, lang) }, locale)}</p>}
      {check === 'checking' && <p className="ui-muted">{m['events.rp.verify.checking']({}, locale)}</p>}
      {check === 'ok' && <p className="ev-win">{m['events.rp.verify.ok']({}, locale)}</p>}
      {check === 'unavailable' && <p className="ui-muted">{m['events.rp.verify.unavailable']({}, locale)}</p>}
      {check === 'mismatch' && (
        <p className="ev-note" role="alert">
          {m['events.rp.verify.mismatch']({ support: brand.supportNumber }, locale)}
        </p>
      )}
    </details>
  );
}
