// Build-time configuration of the pages (DESIGN 3, docs/deploy.md). Values shipped to browsers are not secrets.
// astro.config.mjs validates them when the site is built, so a bad value fails the build, not a user's page.
import { DEV_H5_AES_KEY_HEX, DEV_H5_SIGN_SECRET } from '../contract/dev-keys.ts';

/** Origin of the API (`https://api.example.com`); empty means the pages' own origin. */
export const API_BASE: string = import.meta.env.PUBLIC_API_BASE ?? '';
/** AES-256-GCM key of the token check, 64 hex digits; must match the server's. */
export const H5_AES_KEY_HEX: string = import.meta.env.PUBLIC_H5_AES_KEY ?? DEV_H5_AES_KEY_HEX;
/** Signing secret of requests; must match the server's. */
export const H5_SIGN_SECRET: string = import.meta.env.PUBLIC_H5_SIGN_SECRET ?? DEV_H5_SIGN_SECRET;
