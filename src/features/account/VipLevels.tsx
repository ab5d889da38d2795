// The six VIP levels of the VIP Mall, one tab each: the level's badge, what it needs (coins recharged in 30 days) and
// what it gives (daily coins and privileges, as picture tiles), from the constants of src/domain/vip.ts. The chosen
// tab survives leaving the page and coming back (DESIGN 7 keep-alive); with none kept, it opens on the reader's level.
import { useEffect, useRef, useState } from 'react';
import { VIP_DAILY_COINS_BY_LEVEL, VIP_LEVELS, VIP_LEVEL_MIN_RECHARGE_COINS, VIP_PRIVILEGES, vipPrivilegesOf, type VipLevel } from '../../domain/vip.ts';
import { keepPart } from '../../lib/keep-alive.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Rows } from '../../ui/Rows.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { useBrand } from '../../ui/use-brand.ts';
import { LevelBadge } from './LevelBadge.tsx';
import { privilegeName } from './privileges.ts';
import { formatCoins } from './text.ts';
import { $vipLevel } from './vip-level.ts';
import './account.css';
import './privileges.css';

interface Props {
  lang: Lang;
}

/** A kept tab value, if it is one of the levels. */
function asLevelTab(value: unknown): `${VipLevel}` | null {
  return typeof value === 'string' && (VIP_LEVELS as readonly number[]).includes(Number(value)) ? (value as `${VipLevel}`) : null;
}

/** The levels and privileges, tabbed. */
export function VipLevels({ lang }: Props) {
  const brand = useBrand();
  const locale = { locale: lang };
  const [tab, setTab] = useState<`${VipLevel}`>('1');
  const tabRef = useRef(tab);
  tabRef.current = tab;
  // Restored after mount, so the built HTML and the first render agree (DESIGN 7).
  useEffect(() => {
    const kept = asLevelTab(keepPart('vipLevelTab', () => tabRef.current));
    if (kept) return setTab(kept);
    // Nothing kept: open on the reader's own level once the VIP card knows it.
    return $vipLevel.subscribe((own) => {
      if (own !== null) setTab(`${own}`);
    });
  }, []);
  const level = Number(tab) as VipLevel;
  const owned = new Set(vipPrivilegesOf(level));
  return (
    <Tabs label={m['account.vip.levelsTitle']({}, locale)} tabs={VIP_LEVELS.map((l) => ({ value: `${l}` as const, label: `VIP${l}` }))} value={tab} onChange={setTab}>
      <p className="acc-vip-level">
        <LevelBadge kind="vip" level={level} lang={lang} />
      </p>
      <Rows
        className="acc-rows"
        rows={[
          {
            label: m['account.vip.needs']({}, locale),
            value: VIP_LEVEL_MIN_RECHARGE_COINS[level] === 0 ? m['account.vip.needsNothing']({}, locale) : formatCoins(VIP_LEVEL_MIN_RECHARGE_COINS[level], lang, brand),
          },
          { label: m['account.vip.dailyTitle']({}, locale), value: formatCoins(VIP_DAILY_COINS_BY_LEVEL[level], lang, brand) },
        ]}
      />
      <ul className="acc-privileges">
        {VIP_PRIVILEGES.map((privilege) => (
          <li key={privilege} className={owned.has(privilege) ? 'acc-privilege' : 'acc-privilege acc-privilege--off'}>
            <span className={`acc-privilege-icon acc-privilege-icon--${privilege}`} aria-hidden="true" />
            {privilegeName(privilege, lang)}
            <span className="ui-sr">{owned.has(privilege) ? m['account.vip.included']({}, locale) : m['account.vip.notIncluded']({}, locale)}</span>
          </li>
        ))}
      </ul>
    </Tabs>
  );
}
