// What a signed-in user who is not a host sees on the earnings and withdrawal screens: a clear state, not an error.
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Card } from '../../ui/Card.tsx';

interface Props {
  lang: Lang;
}

/** "For hosts": these screens are for hosts, and this account is not one. */
export function ForHosts({ lang }: Props) {
  return (
    <Card title={m['earnings.forHostsTitle']({}, { locale: lang })}>
      <p className="ui-muted">{m['earnings.forHostsBody']({}, { locale: lang })}</p>
    </Card>
  );
}
