// What a signed-in user who is not a host sees on the earnings and withdrawal screens: a clear state, not an error.
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import '../../ui/ui.css';

interface Props {
  lang: Lang;
}

/** "For hosts": these screens are for hosts, and this account is not one. */
export function ForHosts({ lang }: Props) {
  return (
    <section className="ui-card" aria-labelledby="for-hosts-title">
      <h2 id="for-hosts-title" className="ui-card__title">
        {m['earnings.forHostsTitle']({}, { locale: lang })}
      </h2>
      <p className="ui-muted">{m['earnings.forHostsBody']({}, { locale: lang })}</p>
    </section>
  );
}
