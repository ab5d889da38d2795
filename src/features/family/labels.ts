// The names the family screens share: tiers, roles and summons tiers, and the person buttons' texts, from the texts the
// page hands its island (text-keys.ts).
import type { FamilyRole, FamilyTier, SummonsTier } from '../../domain/family.ts';
import type { PersonTexts } from '../../ui/PersonButton.tsx';
import type { NameText } from './text-keys.ts';

/** A family tier's name. */
export function tierName(tier: FamilyTier, t: NameText): string {
  return t[`family.tier.${tier}`];
}

/** A family role's name. */
export function roleName(role: FamilyRole, t: NameText): string {
  return t[`family.role.${role}`];
}

/** A summons tier's name. */
export function summonsTierName(tier: SummonsTier, t: Readonly<Record<`family.summons.${SummonsTier}`, string>>): string {
  return t[`family.summons.${tier}`];
}

/** The person buttons' texts (the LIVE mark, what to say without the app), from the island's texts. */
export function personButtonTexts(t: Readonly<Record<'ui.person.live' | 'bridge.noApp', string>>): PersonTexts {
  return { live: t['ui.person.live'], noApp: t['bridge.noApp'] };
}
