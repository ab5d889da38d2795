// One family action at a time (join, leave, mute, kick, decide...): the button waits for the answer, a second tap says
// "do not click repeatedly", and a refusal comes back as its message in the page language for the screen to show.
import { useState } from 'react';
import type { SignedValue } from '../../contract/h5-crypto.ts';
import type { Endpoint, RequestOf, ResponseOf } from '../../contract/endpoints.ts';
import { call, errorText } from '../../lib/api.ts';
import type { Lang } from '../../lib/language.ts';
import { showToast } from '../../ui/toast.ts';

/** What an action answered: its data, or the text of its refusal. */
export type Outcome<Data> = { ok: true; data: Data } | { ok: false; text: string };

/** `[busy, run]`: run(endpoint, body) sends once and resolves to the outcome (null for a repeated tap, `repeatText` shown). */
export function useAction(lang: Lang, repeatText: string) {
  const [busy, setBusy] = useState(false);
  const run = async <E extends Endpoint<unknown, unknown>>(
    endpoint: E,
    body: RequestOf<E> & Record<string, SignedValue>,
  ): Promise<Outcome<ResponseOf<E>> | null> => {
    if (busy) {
      showToast(repeatText);
      return null;
    }
    setBusy(true);
    try {
      return { ok: true, data: await call(endpoint, body) };
    } catch (error) {
      return { ok: false, text: errorText(error, lang) };
    } finally {
      setBusy(false);
    }
  };
  return [busy, run] as const;
}
