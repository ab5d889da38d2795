// Brands by `package_type` (DESIGN 3): one config file. Packages 1, 2, 5 and any other value currently show the
// same brand; an operator adds a brand here and maps its package types to it, with its words for coins and beans as
// messages in i18n/ (`brand.<brand>.coins`, `.beans`), so a page carries its own language's only.
import { computed } from 'nanostores';
import type { TopUpRule } from './app-bridge-top-up.ts';
import type { Lang } from './language.ts';
import { m } from './messages.ts';
import { $session } from './session.ts';

/** What a brand changes on the pages. */
export interface Brand {
  appName: string;
  /** Path of the logo under public/. */
  logo: `/${string}`;
  /** The brand's word for coins in a language (a message of i18n/, `brand.<brand>.coins`). */
  coinLabel: (lang: Lang) => string;
  /** The brand's word for beans in a language (`brand.<brand>.beans`). */
  beanLabel: (lang: Lang) => string;
  /** Support contact (WhatsApp) shown where SPEC 8 says "contact support". */
  supportNumber: string;
  /**
   * Where "Top up" goes inside the brand's app on each platform: the app's own store billing (`app`, the bridge's
   * `recharge`) or the web top-up page (`web`). Store rules differ by platform (docs/deploy.md, "App bridge"); in a
   * browser it is always the web page. Unset: DEFAULT_TOP_UP (src/lib/app-bridge-top-up.ts).
   */
  topUp?: TopUpRule;
}

/** The brand of this deployment. */
export const DEFAULT_BRAND = {
  appName: 'Duku Live',
  logo: '/brand/logo.svg',
  coinLabel: (lang) => m['brand.default.coins']({}, { locale: lang }),
  beanLabel: (lang) => m['brand.default.beans']({}, { locale: lang }),
  supportNumber: '+62 811-1900-2026',
} as const satisfies Brand;

/** package_type -> brand; anything unlisted shows DEFAULT_BRAND. */
export const BRANDS_BY_PACKAGE_TYPE: Readonly<Record<string, Brand>> = {
  '1': DEFAULT_BRAND,
  '2': DEFAULT_BRAND,
  '5': DEFAULT_BRAND,
};

/** The brand of a package type; only the table's own keys count (`constructor` or `__proto__` are not brands). */
export function brandFor(packageType: string | null | undefined): Brand {
  const key = packageType ?? '';
  return Object.prototype.hasOwnProperty.call(BRANDS_BY_PACKAGE_TYPE, key) ? (BRANDS_BY_PACKAGE_TYPE[key] ?? DEFAULT_BRAND) : DEFAULT_BRAND;
}

/** The brand of this page: the session's package type, else the query's. */
export const $brand = computed($session, (session) =>
  brandFor(
    session.status === 'in'
      ? session.packageType
      : typeof location === 'undefined'
        ? null
        : new URLSearchParams(location.search).get('package_type'),
  ),
);
