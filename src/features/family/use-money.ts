// One money call of a family screen (DESIGN 4): the key lives with the submission until a final answer, a submission
// whose answer was lost is resumed after a reload under its own key, the button waits while it is on its way, and a
// second tap says "do not click repeatedly" instead of sending again.
import { useState } from 'react';
import type { SignedValue } from '../../contract/h5-crypto.ts';
import type { Endpoint, RequestOf } from '../../contract/endpoints.ts';
import { RepeatedTapError, createSubmission } from '../../lib/api.ts';
import { showToast } from '../../ui/toast.ts';
import { useResumedSubmission, type Resumed } from '../../ui/use-resumed-submission.ts';

/** `send(body)` submits once; `busy` while it (or a resumed one) is on its way; `settle` gets every final outcome. */
export function useMoney<E extends Endpoint<unknown, unknown>>(endpoint: E, repeatText: string, settle: (outcome: Resumed<E>) => void) {
  const [submission] = useState(() => createSubmission(endpoint));
  const [pending, setPending] = useState(false);
  const done = (outcome: Resumed<E>) => {
    setPending(false);
    settle(outcome);
  };
  const resuming = useResumedSubmission(submission, done);
  const send = (body: RequestOf<E> & Record<string, SignedValue>) => {
    setPending(true);
    submission.submit(body).then(
      (data) => done({ ok: true, data }),
      // A second tap while the first is on its way: the first one stands.
      (error: unknown) => (error instanceof RepeatedTapError ? showToast(repeatText) : done({ ok: false, error })),
    );
  };
  return { send, pending, busy: pending || resuming };
}
