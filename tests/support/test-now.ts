// The instant tests run at unless a test moves the clock itself, so no test leans on the day it happens to run:
// TEST_NOW (ISO 8601 or epoch ms) when set (`npm run test:dates` sets it), else a fixed Wednesday noon in Jakarta.
const DEFAULT_TEST_NOW = '2026-03-18T12:00:00+07:00';

/** Epoch ms of an ISO 8601 instant or a number of ms; throws on anything else. */
export function parseInstant(value: string): number {
  const ms = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  if (!Number.isFinite(ms)) throw new Error(`TEST_NOW must be an ISO 8601 instant or epoch ms, got ${value}`);
  return ms;
}

/** The pinned start of every test clock. */
export const TEST_NOW = parseInstant(process.env['TEST_NOW'] || DEFAULT_TEST_NOW);
