// Messages of the operators' console codes (ops.*, issue 28): the console's pages and the review screens that answer
// them load this file.
import type { ErrorName } from '../../contract/errors.ts';
import { registerErrorMessages, type ErrorMessage } from '../../lib/error-messages.ts';
import { m } from '../../lib/messages.ts';

/** The console's own codes. */
export type OpsErrorName = Extract<ErrorName, `ops.${string}`>;

const ops: Record<OpsErrorName, ErrorMessage> = {
  'ops.ownRow': (lang) => m['error.ops.ownRow']({}, { locale: lang }),
};

registerErrorMessages(ops);
