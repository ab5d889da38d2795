// The bank's payout file (issue 28): the export answers CSV, not the envelope, so it is fetched here with the same
// signed fields and session as every call, and saved as the file the server names. A refusal still comes as the
// envelope and is thrown as the ApiError it means.
import type { Envelope } from '../../contract/envelope.ts';
import { OPS_WITHDRAWAL_ENDPOINTS } from '../../contract/ops.ts';
import { ApiError, answerData, signedFields } from '../../lib/api.ts';
import { API_BASE } from '../../lib/config.ts';
import { $session } from '../../lib/session.ts';

/** Downloads the approved withdrawals (in the range, when given) as the server's CSV file. */
export async function downloadPayoutCsv(range: { start: string; end: string } | null): Promise<void> {
  const session = $session.get();
  if (session.status !== 'in') throw new ApiError('tokenInvalid', null);
  const body = new URLSearchParams(await signedFields(range ?? {}));
  let response: Response;
  try {
    response = await fetch(API_BASE.replace(/\/+$/, '') + OPS_WITHDRAWAL_ENDPOINTS.export.path, {
      method: 'POST',
      body,
      headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    });
  } catch {
    throw new ApiError('network', null);
  }
  if (!(response.headers.get('content-type') ?? '').startsWith('text/csv')) {
    answerData<never>((await response.json()) as Envelope<unknown>);
    throw new ApiError('unknown', null);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'payouts.csv';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
