// What a signed-in user who is not a host sees on host-only screens (earnings, withdrawal): a clear state, not an error.
import type { Lang } from '../lib/language.ts';
import { m } from '../lib/messages.ts';
import { Card } from './Card.tsx';

interface Props {
  lang: Lang;
}

/** "For hosts": these screens are for hosts, and this account is not one. */
export function ForHosts({ lang }: Props) {
  return (
    <Card title={m['ui.forHosts.title']({}, { locale: lang })}>
      <p className="ui-muted">{m['ui.forHosts.body']({}, { locale: lang })}</p>
    </Card>
  );
}
