// "My spins" on a wheel page: the user's spins of this wheel, newest first, each with what it needs to be checked
// (DESIGN 11): its draw message, the day's commitment and, once the day is over, the seed, recomputed on this device
// by the published recipe with the wheel's own table. Reloads after each spin made on the page.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { TURNTABLE_ENDPOINTS, type SpinView } from '../../contract/turntable.ts';
import type { WheelId } from '../../domain/turntable.ts';
import { formatDay, formatDateTime } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { keepTogether } from '../../ui/KeepTogether.tsx';
import { List } from '../../ui/List.tsx';
import { useBrand } from '../../ui/use-brand.ts';
import { usePagedCall } from '../../ui/use-paged-call.ts';
import './errors.ts';
import { checkSpin, type Check } from './check-spin.ts';
import { $spinsMade } from './store.ts';
import { shownPrize } from './text.ts';
import './turntable.css';

interface Props {
  lang: Lang;
  wheel: WheelId;
  /** The texts of the wheel's dress-up prizes (prize-texts.ts). */
  prizes: Readonly<Record<string, string>>;
}

/** The records island. */
export function SpinRecords({ lang, wheel, prizes }: Props) {
  const made = useStore($spinsMade);
  const brand = useBrand();
  const locale = { locale: lang };
  const { load, forbidden } = usePagedCall(TURNTABLE_ENDPOINTS.records, { wheel });
  // Dealers and staff see "for players" above: no second refusal here.
  if (forbidden) return null;

  return (
    <section className="ui-card" aria-labelledby="tt-records-title">
      <h2 id="tt-records-title" className="ui-card__title">
        {m['turntable.records.title']({}, locale)}
      </h2>
      <List
        lang={lang}
        load={load}
        reloadKey={made}
        itemKey={(item) => item.id}
        label={m['turntable.records.title']({}, locale)}
        emptyText={m['turntable.records.empty']({}, locale)}
        renderItem={(item) => (
          <div className="tt-record">
            <span className="tt-record__line">
              <time dateTime={new Date(item.at).toISOString()}>{formatDateTime(item.at, lang)}</time>
              <strong>{shownPrize(item.prize, lang, brand, prizes)}</strong>
            </span>
            <details className="tt-verify">
              <summary>{m['turntable.verify.title']({}, locale)}</summary>
              <dl>
                <dt>{m['turntable.verify.message']({}, locale)}</dt>
                <dd>
                  <code className="tt-hash">{item.message}</code>
                </dd>
                <dt>{m['turntable.verify.commitment']({}, locale)}</dt>
                <dd>
                  <code className="tt-hash">{item.commitment}</code>
                </dd>
                {item.seed !== null && (
                  <>
                    <dt>{m['turntable.verify.seed']({}, locale)}</dt>
                    <dd>
                      <code className="tt-hash">{item.seed}</code>
                    </dd>
                  </>
                )}
              </dl>
              <CheckLine lang={lang} spin={item} />
            </details>
          </div>
        )}
      />
    </section>
  );
}

/** The outcome of the on-device check of one spin. */
function CheckLine({ lang, spin }: { lang: Lang; spin: SpinView }) {
  const brand = useBrand();
  const [check, setCheck] = useState<Check>(spin.seed === null ? 'pending' : 'checking');
  useEffect(() => {
    let current = true;
    checkSpin(spin).then(
      (outcome) => current && setCheck(outcome),
      () => current && setCheck('unavailable'),
    );
    return () => {
      current = false;
    };
  }, [spin]);
  const locale = { locale: lang };
  switch (check) {
    case 'pending':
      return <p className="ui-muted">{m['turntable.verify.pending']({ date: formatDay(spin.period, lang) }, locale)}</p>;
    case 'checking':
      return <p className="ui-muted">{m['turntable.verify.checking']({}, locale)}</p>;
    case 'ok':
      return <p className="tt-verified">{m['turntable.verify.ok']({}, locale)}</p>;
    case 'unavailable':
      return <p className="ui-muted">{m['turntable.verify.unavailable']({}, locale)}</p>;
    case 'mismatch':
      return (
        <p className="tt-problem" role="alert">
          {keepTogether(m['turntable.verify.mismatch']({ support: brand.supportNumber }, locale), brand.supportNumber)}
        </p>
      );
  }
}
