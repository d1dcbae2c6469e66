import { defineConfig } from 'vitest/config';
import { specOrder } from './tests/spec-order.ts';

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
    // A stream kept on the shared NATS server for the whole run (store-anchor.ts says why).
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 20000,
    hookTimeout: 30000,
    pool: 'forks',
    // Three files at once on two cores (vitest's default is one fewer than the cores): most of a
    // file's time is spent waiting on PostgreSQL, NATS and Redis, not computing. 880 s -> 539 s.
    maxWorkers: 3,
    // Each worker keeps its modules from file to file instead of loading them afresh for each of
    // the 390: the files start their own apps, databases and namespaces, and restore what they
    // change. 549 s -> 237 s on a two-core machine.
    isolate: false,
    // The two-minute Brevo rate limit and the NATS cluster's restarts mostly wait: started first,
    // they wait while the other files run, also in a fresh clone, where vitest has no timings.
    sequence: { sequencer: specOrder({ first: [/sync-rate-limit\.int\.spec\.ts$/, /nats-cluster\.int\.spec\.ts$/] }) },
  },
});
