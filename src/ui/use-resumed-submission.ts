// A money form that comes back after a reload, or after the network cut once the request was sent, first settles the
// submission it left behind: it sends it again under its own key, so the server answers with what really happened
// (or does it now, once), instead of the user confirming a second withdrawal or transfer.
import { useEffect, useState } from 'react';
import type { ResponseOf } from '../contract/endpoints.ts';
import type { Submission } from '../lib/api.ts';
import { useSession } from './use-session.ts';

/** The outcome of a resumed submission. */
export type Resumed<E> = { ok: true; data: ResponseOf<E> } | { ok: false; error: unknown };

/** Once signed in, resumes `submission`'s earlier send if there is one; true while it is on its way. */
export function useResumedSubmission<E>(submission: Submission<E>, onOutcome: (outcome: Resumed<E>) => void): boolean {
  const session = useSession();
  const [resuming, setResuming] = useState(false);
  useEffect(() => {
    if (session.status !== 'in' || submission.earlier() === null) return;
    setResuming(true);
    submission.resume().then(
      (data) => onOutcome({ ok: true, data }),
      (error: unknown) => onOutcome({ ok: false, error }),
    ).finally(() => setResuming(false));
    // Once per page: the outcome handler is the form's own and does not change what is resumed.
  }, [session.status, submission]);
  return resuming;
}
