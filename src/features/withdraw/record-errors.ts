// Messages of the codes only a withdrawal's record answers: no such withdrawal of this user (/withdrawaldetail), and
// a closed one an operator tried to move (the review of /api/ops/*). Loaded by the record screen, beside errors.ts.
import { registerErrorMessages, type ErrorMessage } from '../../lib/error-messages.ts';
import { m } from '../../lib/messages.ts';

/** The record's own codes. */
export type RecordErrorName = 'withdraw.statusFinal' | 'withdraw.notFound';

const record: Record<RecordErrorName, ErrorMessage> = {
  'withdraw.statusFinal': (lang) => m['error.withdraw.statusFinal']({}, { locale: lang }),
  'withdraw.notFound': (lang) => m['error.withdraw.notFound']({}, { locale: lang }),
};

registerErrorMessages(record);
