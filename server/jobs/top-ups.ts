// The coin business's time-driven work (DESIGN 11): payment orders not paid within 15 minutes expire.
import { expireOrders } from '../coin/payments.ts';
import type { Job } from '../services/job-runner.ts';

/** The job that expires unpaid orders, before every API request and on the timer. */
export const topUpExpiryJob: Job = { name: 'topUpExpiry', run: (db, now) => void expireOrders(db, now) };
