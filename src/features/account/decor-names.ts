// Names of the dress-up categories (SPEC 3) and of the catalogue's items, in the page language.
import type { CatalogueItem, DecorCategory } from '../../domain/decor.ts';
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

/** An item's name in the page language (the catalogue carries the four). */
export function itemName(item: Pick<CatalogueItem, 'names'>, lang: Lang): string {
  return item.names[lang];
}
