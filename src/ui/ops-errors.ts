// Messages of the operators' console codes (ops.*, issue 28), shared by the console's pages and the ban form (/banned),
// which load this file.
import type { ErrorName } from '../contract/errors.ts';
import { OPS_REASON_MAX_CHARS } from '../domain/ops.ts';
import { registerErrorMessages, type ErrorMessage } from '../lib/error-messages.ts';
import { m } from '../lib/messages.ts';

/** The console's own codes. */
export type OpsErrorName = Extract<ErrorName, `ops.${string}`>;

const ops: Record<OpsErrorName, ErrorMessage> = {
  'ops.ownRow': (lang) => m['error.ops.ownRow']({}, { locale: lang }),
  'ops.alreadyDecided': (lang) => m['error.ops.alreadyDecided']({}, { locale: lang }),
  'ops.reasonRequired': (lang) => m['error.ops.reasonRequired']({}, { locale: lang }),
  'ops.reasonTooLong': (lang) => m['error.ops.reasonTooLong']({ max: OPS_REASON_MAX_CHARS }, { locale: lang }),
  'ops.reasonInvalid': (lang) => m['error.ops.reasonInvalid']({}, { locale: lang }),
  'ops.referenceInvalid': (lang) => m['error.ops.referenceInvalid']({}, { locale: lang }),
  'ops.referenceUsed': (lang) => m['error.ops.referenceUsed']({}, { locale: lang }),
  'ops.banDurationInvalid': (lang) => m['error.ops.banDurationInvalid']({}, { locale: lang }),
};

registerErrorMessages(ops);
