import { defineConfig } from 'vitest/config';
import { specOrder } from '../tests/spec-order.ts';

/** Browser tests: the built apps behind the real gateway, with the real services, in Chromium. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.spec.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    sequence: {
      // The route fuzz sends requests of every shape to every route, starting real work such as a
      // Brevo sync, so the specs that read the firm as their own flows left it run before it. The
      // audit-log spec checks what every other spec did as an admin.
      sequencer: specOrder({ last: [/security\/route-fuzz\.e2e\.spec\.ts$/, /audit-log\.e2e\.spec\.ts$/] }),
    },
    testTimeout: 60000,
    hookTimeout: 120000,
  },
});
