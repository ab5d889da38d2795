import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts'],
    environment: 'node',
    // Both cores: the default leaves one idle on a 2-core machine, and the demo-data year alone takes seconds per half.
    maxWorkers: 2,
    // API tests send hundreds of requests or start server processes: seconds on a quiet machine, more on a busy CI
    // runner; a timeout is for a test that hangs, not one that is slow.
    testTimeout: 60_000,
  },
});
