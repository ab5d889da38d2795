// A refusal as the withdraw forms show it: its text in the page language, beside the field it is about.
import type { BindError } from '../../domain/withdrawal-account.ts';
import type { WithdrawError } from '../../domain/withdrawal.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import type { Lang } from '../../lib/language.ts';

/** A problem to show, where, and (for a refused rule) which rule refused it. */
export interface Problem<Place extends string, Rule extends string> {
  place: Place;
  text: string;
  rule: Rule | null;
}

/**
 * A failure (the page's own check wrapped in an ApiError, or the server's answer) placed by `places`, which maps the
 * area's rules (`withdraw.<rule>`) to fields; any other failure goes to `fallback` with its message.
 */
export function problemOf<Place extends string, Rule extends string>(
  error: unknown,
  lang: Lang,
  places: Readonly<Record<Rule, Place>>,
  fallback: Place,
): Problem<Place, Rule> {
  const failure = error instanceof ApiError ? error.failure : '';
  const name = failure.startsWith('withdraw.') ? failure.slice('withdraw.'.length) : '';
  // hasOwnProperty rather than `in` or Object.hasOwn: no prototype names, and WebView 87 has no Object.hasOwn.
  const rule = Object.prototype.hasOwnProperty.call(places, name) ? (name as Rule) : null;
  return { place: rule ? places[rule] : fallback, text: errorText(error, lang), rule };
}

/** A rule the page's own check refused, as the same ApiError the server would answer (with the figures it names). */
export function refusal(rule: BindError | WithdrawError, data: unknown = null): ApiError {
  return new ApiError(`withdraw.${rule}`, null, data);
}
