import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts'],
    environment: 'node',
    // Both cores: the default leaves one idle on a 2-core machine, and the demo-data year alone takes seconds per half.
    maxWorkers: 2,
  },
});
