// Today's business date (UTC+7) for an island, read from the server-corrected clock once the session is in: by then
// the entry has set the clock offset, and nothing date-dependent is rendered at build time (DESIGN 7).
import { useEffect, useState } from 'react';
import { businessDate, type BusinessDate } from '../domain/time.ts';
import { serverNow } from '../lib/clock.ts';
import { useSession } from './use-session.ts';

/** Today's business date once the session is in; null before (and at build time). */
export function useBusinessToday(): BusinessDate | null {
  const session = useSession();
  const [today, setToday] = useState<BusinessDate | null>(null);
  useEffect(() => {
    if (session.status === 'in') setToday(businessDate(serverNow()));
  }, [session.status]);
  return today;
}
