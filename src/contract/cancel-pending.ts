// The token check's answer for an account in its cancellation cooling period, apart from the table of every area's
// codes (errors.ts) for the same reason as stale-time.ts: the entry loads on every signed-in page.

/** The app's token was right, but the account is being cancelled; `data.endsAt` is when it closes (ERROR_CODES['account.cancelPending']). */
export const CANCEL_PENDING_CODE = 4103;
