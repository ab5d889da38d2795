// A family's tier as a small label (SPEC 3: Bronze to Grandmaster, and King); the colour only repeats the word.
import type { FamilyTier } from '../../domain/family-tiers.ts';
import { tierName } from './labels.ts';
import type { NameText } from './text-keys.ts';

interface Props {
  t: NameText;
  tier: FamilyTier;
}

/** The tier badge. */
export function TierBadge({ t, tier }: Props) {
  return <span className={`fam-tier fam-tier--${tier}`}>{tierName(tier, t)}</span>;
}
