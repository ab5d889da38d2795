// The agency's history (/agentrecord): what it records and the filters it offers. Pure and shared by the agency pages
// and the server: erasable TypeScript that Node runs directly.

/** What the history records: hosts joining, decisions on requests, exits, unbinds and automatic detachments. */
export const AGENCY_EVENT_KINDS = [
  'hostAdded',
  'joinApproved',
  'joinRejected',
  'exitRequested',
  'exitWithdrawn',
  'exitApproved',
  'exitRejected',
  'exitTimedOut',
  'detachedInactive',
  'unbound',
  'agencyClosed',
] as const;
/** One kind of history entry. */
export type AgencyEventKind = (typeof AGENCY_EVENT_KINDS)[number];

/** Assumed (docs/rules.md): the history's filters and the kinds each shows. */
export const AGENCY_RECORD_FILTERS = {
  all: AGENCY_EVENT_KINDS,
  joins: ['hostAdded', 'joinApproved'],
  approvals: ['joinApproved', 'exitApproved'],
  rejections: ['joinRejected', 'exitRejected'],
  exits: ['exitRequested', 'exitWithdrawn', 'exitApproved', 'exitTimedOut', 'detachedInactive', 'agencyClosed'],
  unbinds: ['unbound'],
  automatic: ['exitTimedOut', 'detachedInactive'],
} as const satisfies Record<string, readonly AgencyEventKind[]>;
/** A filter of the history. */
export type AgencyRecordFilter = keyof typeof AGENCY_RECORD_FILTERS;

/** True for a filter's name (anything else a page might send is not). */
export function isAgencyRecordFilter(value: unknown): value is AgencyRecordFilter {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(AGENCY_RECORD_FILTERS, value);
}
