/** The reference server (language rule, zero redirects). */
export const SMART_PORT = 4390;
/** A plain static host (files as they are): the boot script picks the variant. */
export const PLAIN_PORT = 4391;
/** A reference server of its own for tests that move the clock (TEST_CLOCK), run one at a time. */
export const CLOCK_PORT = 4394;

export const SMART = `http://localhost:${SMART_PORT}`;
export const PLAIN = `http://localhost:${PLAIN_PORT}`;
export const CLOCK = `http://localhost:${CLOCK_PORT}`;
