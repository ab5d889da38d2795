// What the brand's public pages say about it (/download, /aboutme, the protocols): the company behind the app, how to
// reach it, and where to get the app. Build-time config beside brand.ts; an operator edits it per deployment.
import { DEFAULT_BRAND } from './brand.ts';

/** The public facts of a brand. */
export interface BrandSite {
  appName: string;
  /** The legal entity that runs the app and is the data controller. */
  company: string;
  address: string;
  email: string;
  privacyEmail: string;
  website: string;
  /** The app's current version and its release date (YYYY-MM-DD). */
  version: string;
  released: string;
  /** Store pages and the direct APK (Android users without Google Play). */
  downloads: { googlePlay: string; appStore: string; apk: string; apkSizeMb: number };
  /** Oldest systems the app runs on. */
  minAndroid: string;
  minIos: string;
  /** When the user agreement and the privacy statement last changed (YYYY-MM-DD). */
  termsUpdated: string;
}

/** The default brand's public facts. */
export const BRAND_SITE = {
  appName: DEFAULT_BRAND.appName,
  company: 'PT Duku Media Nusantara',
  address: 'Jl. Jenderal Sudirman Kav. 52-53, Senayan, Kebayoran Baru, Jakarta Selatan 12190, Indonesia',
  email: 'support@dukulive.id',
  privacyEmail: 'privacy@dukulive.id',
  website: 'https://www.dukulive.id',
  version: '3.8.2',
  released: '2026-02-24',
  downloads: {
    googlePlay: 'https://play.google.com/store/apps/details?id=id.dukulive.app',
    appStore: 'https://apps.apple.com/id/app/duku-live/id6450012345',
    apk: 'https://download.dukulive.id/android/dukulive-3.8.2.apk',
    apkSizeMb: 86,
  },
  minAndroid: '7.0',
  minIos: '13.0',
  termsUpdated: '2026-01-15',
} as const satisfies BrandSite;
