// What /incomelog and /incomedetail (public routes) show when opened without a session: how to open them, not an error.
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Card } from '../../ui/Card.tsx';
import { useBrand } from '../../ui/use-brand.ts';

interface Props {
  lang: Lang;
  /** What the page shows once signed in: the records, or one settlement. */
  shows: 'records' | 'settlement';
}

/** "Open from the app": where in the app this page is opened from, so it can sign the user in. */
export function OpenFromApp({ lang, shows }: Props) {
  const locale = { locale: lang };
  const brand = useBrand();
  const screen = { screen: m['route.earnings']({}, locale), app: brand.appName };
  return (
    <Card title={m['settlements.signedOutTitle']({}, locale)}>
      <img className="open-from-app-logo" src={brand.logo} width={48} height={48} alt={brand.appName} />
      <p className="ui-muted">
        {shows === 'records' ? m['settlements.signedOutLog'](screen, locale) : m['settlements.signedOutDetail'](screen, locale)}
      </p>
    </Card>
  );
}
