import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** First port of the test hosts; E2E_PORT_BASE moves them, so two test runs can share a machine. */
const BASE = Number(process.env['E2E_PORT_BASE'] ?? 4390);

/** The reference server (language rule, zero redirects). */
export const SMART_PORT = BASE;
/** A plain static host (files as they are): the boot script picks the variant. */
export const PLAIN_PORT = BASE + 1;
/** A reference server of its own for tests that move the clock (TEST_CLOCK), run one at a time. */
export const CLOCK_PORT = BASE + 4;
/**
 * A reference server of its own for tests that move money or change accounts (withdrawals, binds), so the demo
 * balances other screens' tests read stay as seeded. (The perf and API bench scripts use 4392 and 4393.)
 */
export const MONEY_PORT = BASE + 5;

/**
 * The database file of the reference server on `port` (one per port, made fresh at its start): the browser tests add
 * the families they walk to it (tests/support/test-families.ts), never to the demo data users see.
 */
export function e2eDatabasePath(port: number): string {
  return join(tmpdir(), `h5-e2e-${port}.sqlite`);
}

export const SMART = `http://localhost:${SMART_PORT}`;
export const PLAIN = `http://localhost:${PLAIN_PORT}`;
export const CLOCK = `http://localhost:${CLOCK_PORT}`;
export const MONEY = `http://localhost:${MONEY_PORT}`;
