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
import type { RecordLabels } from './labels.ts';
import { checkSpin, type Check } from './check-spin.ts';
import { $spinsMade } from './store.ts';
import { shownPrize } from './text.ts';
import './turntable.css';

interface Props {
  lang: Lang;
  wheel: WheelId;
  /** Fixed texts in the page's language (labels.ts). */
  labels: RecordLabels;
}

/** The records island. */
export function SpinRecords({ lang, wheel, labels }: Props) {
  const made = useStore($spinsMade);
  const brand = useBrand();
  const { load, forbidden } = usePagedCall(TURNTABLE_ENDPOINTS.records, { wheel });
  // Dealers and staff see "for players" above: no second refusal here.
  if (forbidden) return null;

  return (
    <section className="ui-card" aria-labelledby="tt-records-title">
      <h2 id="tt-records-title" className="ui-card__title">
        {labels.title}
      </h2>
      <List
        lang={lang}
        load={load}
        reloadKey={made}
        itemKey={(item) => item.id}
        label={labels.title}
        emptyText={labels.empty}
        renderItem={(item) => (
          <div className="tt-record">
            <span className="tt-record__line">
              <time dateTime={new Date(item.at).toISOString()}>{formatDateTime(item.at, lang)}</time>
              <strong>{shownPrize(item.prize, lang, brand, labels.prizes)}</strong>
            </span>
            <details className="tt-verify">
              <summary>{labels.check}</summary>
              <dl>
                <dt>{labels.message}</dt>
                <dd>
                  <code className="tt-hash">{item.message}</code>
                </dd>
                <dt>{labels.commitment}</dt>
                <dd>
                  <code className="tt-hash">{item.commitment}</code>
                </dd>
                {item.seed !== null && (
                  <>
                    <dt>{labels.seed}</dt>
                    <dd>
                      <code className="tt-hash">{item.seed}</code>
                    </dd>
                  </>
                )}
              </dl>
              <CheckLine lang={lang} labels={labels} spin={item} />
            </details>
          </div>
        )}
      />
    </section>
  );
}

/** The outcome of the on-device check of one spin. */
function CheckLine({ lang, labels, spin }: { lang: Lang; labels: RecordLabels; spin: SpinView }) {
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
      return <p className="ui-muted">{labels.checking}</p>;
    case 'ok':
      return <p className="tt-verified">{labels.verified}</p>;
    case 'unavailable':
      return <p className="ui-muted">{labels.unavailable}</p>;
    case 'mismatch':
      return (
        <p className="tt-problem" role="alert">
          {keepTogether(m['turntable.verify.mismatch']({ support: brand.supportNumber }, locale), brand.supportNumber)}
        </p>
      );
  }
}
