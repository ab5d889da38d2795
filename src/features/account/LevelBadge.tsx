// A level badge (SPEC 3: wealth and charm, VIP): the kind's picture and "Lv.36" in its colour, deeper for higher tiers
// of ten levels (badges.css).
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import './badges.css';

interface Props {
  kind: 'wealth' | 'charm' | 'vip';
  level: number;
  lang: Lang;
}

/** The tier of a level: 1 for levels 1-9, 2 for 10-19 … 5 for 40 and up (VIP: its level). */
export function badgeTier(kind: Props['kind'], level: number): number {
  return kind === 'vip' ? level : Math.min(5, Math.floor(level / 10) + 1);
}

/** A small badge naming the kind and level, readable by screen readers. */
export function LevelBadge({ kind, level, lang }: Props) {
  const name =
    kind === 'wealth'
      ? m['account.level.wealthBadge']({ level: String(level) }, { locale: lang })
      : kind === 'charm'
        ? m['account.level.charmBadge']({ level: String(level) }, { locale: lang })
        : m['account.vip.badge']({ level: String(level) }, { locale: lang });
  return (
    <span className={`acc-badge acc-badge--${kind} acc-badge--t${badgeTier(kind, level)}`} role="img" aria-label={name}>
      <span aria-hidden="true">{kind === 'vip' ? `VIP${level}` : `Lv.${level}`}</span>
    </span>
  );
}
