// The message of each API failure (DESIGN 4: every non-zero code has an i18n message). The codes every screen can
// meet are here; each business area registers its own codes' messages from its feature folder, so a page ships
// the texts of its own area only (the date-range codes ship with the date picker: src/ui/range-errors.ts). A unit test checks every code has a message once all areas are loaded.
import type { ErrorName } from '../contract/errors.ts';
import type { Lang } from './language.ts';
import { m } from './messages.ts';

/** Why a call failed: a stable API error name, no answer at all, or a code this client does not know. */
export type ApiFailure = ErrorName | 'network' | 'unknown';

/** A failure's text in a language, with what the server sent with it (`data`) where the text names it. */
export type ErrorMessage = (lang: Lang, data?: unknown) => string;

/** SPEC 8: "request failed, please try again later", for unknown failures and when no answer came. */
export const genericError: ErrorMessage = (lang) => m['error.generic']({}, { locale: lang });

/** Messages by failure; filled below and by registerErrorMessages. */
export const ERROR_MESSAGES = new Map<ApiFailure, ErrorMessage>([
  ['invalidParams', (lang) => m['error.invalidParams']({}, { locale: lang })],
  ['badSign', (lang) => m['error.badSign']({}, { locale: lang })],
  ['staleTime', (lang) => m['error.staleTime']({}, { locale: lang })],
  ['tokenInvalid', (lang) => m['error.tokenInvalid']({}, { locale: lang })],
  ['badPayload', (lang) => m['error.badPayload']({}, { locale: lang })],
  ['userNotFound', (lang) => m['error.userNotFound']({}, { locale: lang })],
  ['forbidden', (lang) => m['error.forbidden']({}, { locale: lang })],
  ['idempotencyConflict', (lang) => m['error.idempotencyConflict']({}, { locale: lang })],
  ['notFound', (lang) => m['error.notFound']({}, { locale: lang })],
  ['internal', (lang) => m['error.internal']({}, { locale: lang })],
  ['rateLimited', (lang) => m['error.rateLimited']({}, { locale: lang })],
  ['busy', (lang) => m['error.busy']({}, { locale: lang })],
  ['draw.notFound', (lang) => m['error.draw.notFound']({}, { locale: lang })],
  ['network', genericError],
  ['unknown', genericError],
]);

/** An area's messages for its own codes. */
export type AreaErrorMessages<Prefix extends string> = Record<Extract<ErrorName, `${Prefix}.${string}`>, ErrorMessage>;

/** Adds an area's messages (called once, when the area's module loads). */
export function registerErrorMessages(messages: Partial<Record<ApiFailure, ErrorMessage>>): void {
  for (const [failure, message] of Object.entries(messages) as [ApiFailure, ErrorMessage][]) ERROR_MESSAGES.set(failure, message);
}
