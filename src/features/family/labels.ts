// The names the family screens share: tiers, roles and summons tiers, and the person buttons' texts. Literal keys, so
// a page bundles these messages and no others.
import type { FamilyRole } from '../../domain/family-roles.ts';
import type { SummonsTier } from '../../domain/family-summons.ts';
import type { FamilyTier } from '../../domain/family-tiers.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import type { PersonTexts } from '../../ui/PersonButton.tsx';

type Locale = { locale: Lang };

const TIER_NAMES: Record<FamilyTier, (locale: Locale) => string> = {
  bronze: (locale) => m['family.tier.bronze']({}, locale),
  silver: (locale) => m['family.tier.silver']({}, locale),
  gold: (locale) => m['family.tier.gold']({}, locale),
  platinum: (locale) => m['family.tier.platinum']({}, locale),
  diamond: (locale) => m['family.tier.diamond']({}, locale),
  grandmaster: (locale) => m['family.tier.grandmaster']({}, locale),
  king: (locale) => m['family.tier.king']({}, locale),
};

const ROLE_NAMES: Record<FamilyRole, (locale: Locale) => string> = {
  creator: (locale) => m['family.role.creator']({}, locale),
  viceLeader: (locale) => m['family.role.viceLeader']({}, locale),
  admin: (locale) => m['family.role.admin']({}, locale),
  member: (locale) => m['family.role.member']({}, locale),
};

const SUMMONS_TIER_NAMES: Record<SummonsTier, (locale: Locale) => string> = {
  basic: (locale) => m['family.summons.basic']({}, locale),
  intermediate: (locale) => m['family.summons.intermediate']({}, locale),
  premium: (locale) => m['family.summons.premium']({}, locale),
};

/** A family tier's name. */
export function tierName(tier: FamilyTier, lang: Lang): string {
  return TIER_NAMES[tier]({ locale: lang });
}

/** A family role's name. */
export function roleName(role: FamilyRole, lang: Lang): string {
  return ROLE_NAMES[role]({ locale: lang });
}

/** A summons tier's name. */
export function summonsTierName(tier: SummonsTier, lang: Lang): string {
  return SUMMONS_TIER_NAMES[tier]({ locale: lang });
}

/** The person buttons' texts (the LIVE mark, what to say without the app). */
export function personButtonTexts(lang: Lang): PersonTexts {
  return { live: m['ui.person.live']({}, { locale: lang }), noApp: m['bridge.noApp']({}, { locale: lang }) };
}
