// Names of the dress-up categories (SPEC 3) and of the shop's items, in the page language.
import type { DecorCategory, DecorItemId } from '../../domain/decor.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';

/** A category's name. */
export function categoryName(category: DecorCategory, lang: Lang): string {
  const locale = { locale: lang };
  switch (category) {
    case 'avatarFrame':
      return m['account.decor.category.avatarFrame']({}, locale);
    case 'mount':
      return m['account.decor.category.mount']({}, locale);
    case 'specialId':
      return m['account.decor.category.specialId']({}, locale);
    case 'bubble':
      return m['account.decor.category.bubble']({}, locale);
    case 'liveBackground':
      return m['account.decor.category.liveBackground']({}, locale);
    case 'micFrame':
      return m['account.decor.category.micFrame']({}, locale);
    case 'giftRunway':
      return m['account.decor.category.giftRunway']({}, locale);
    case 'profileCard':
      return m['account.decor.category.profileCard']({}, locale);
  }
}

/** An item's name. */
export function itemName(id: DecorItemId, lang: Lang): string {
  const locale = { locale: lang };
  switch (id) {
    case 'frame-rose':
      return m['account.decor.item.frameRose']({}, locale);
    case 'frame-gold':
      return m['account.decor.item.frameGold']({}, locale);
    case 'mount-scooter':
      return m['account.decor.item.mountScooter']({}, locale);
    case 'mount-phoenix':
      return m['account.decor.item.mountPhoenix']({}, locale);
    case 'id-silver':
      return m['account.decor.item.idSilver']({}, locale);
    case 'id-gold':
      return m['account.decor.item.idGold']({}, locale);
    case 'bubble-mint':
      return m['account.decor.item.bubbleMint']({}, locale);
    case 'bubble-galaxy':
      return m['account.decor.item.bubbleGalaxy']({}, locale);
    case 'bg-sunset':
      return m['account.decor.item.bgSunset']({}, locale);
    case 'bg-ocean':
      return m['account.decor.item.bgOcean']({}, locale);
    case 'mic-neon':
      return m['account.decor.item.micNeon']({}, locale);
    case 'mic-crown':
      return m['account.decor.item.micCrown']({}, locale);
    case 'runway-comet':
      return m['account.decor.item.runwayComet']({}, locale);
    case 'runway-fire':
      return m['account.decor.item.runwayFire']({}, locale);
    case 'card-pearl':
      return m['account.decor.item.cardPearl']({}, locale);
    case 'card-royal':
      return m['account.decor.item.cardRoyal']({}, locale);
  }
}
