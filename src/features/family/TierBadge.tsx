// A family's tier as a small label (SPEC 3: Bronze to Grandmaster, and King); the colour only repeats the word.
import type { FamilyTier } from '../../domain/family-tiers.ts';
import type { Lang } from '../../lib/language.ts';
import { tierName } from './labels.ts';

interface Props {
  lang: Lang;
  tier: FamilyTier;
}

/** The tier badge. */
export function TierBadge({ lang, tier }: Props) {
  return <span className={`fam-tier fam-tier--${tier}`}>{tierName(tier, lang)}</span>;
}
