import { defineConfig } from 'vitest/config';

/**
 * Unit and integration tests of every workspace package. Browser tests live in e2e/ with their
 * own config, because they need the built apps and the running platform.
 */
export default defineConfig({
  test: {
    include: [
      '{packages,services}/*/test/**/*.spec.ts',
      '{gateway,web-trader,web-admin}/test/**/*.spec.ts',
      'tests/**/*.spec.ts',
    ],
    exclude: ['**/node_modules/**', 'e2e/**'],
    testTimeout: 20000,
    hookTimeout: 30000,
    pool: 'forks',
    // Three files at once on two cores (vitest's default is one fewer than the cores): most of a
    // file's time is spent waiting on PostgreSQL, NATS and Redis, not computing. 880 s -> 539 s.
    maxWorkers: 3,
  },
});
