// The names the family screens share: tiers, roles and summons tiers, from the texts the page hands its island
// (text-keys.ts).
import type { FamilyRole } from '../../domain/family-roles.ts';
import type { SummonsTier } from '../../domain/family-summons.ts';
import type { FamilyTier } from '../../domain/family-tiers.ts';
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
