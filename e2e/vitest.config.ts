import { defineConfig } from 'vitest/config';
import { LastSpecsSequencer } from './last-specs-sequencer.ts';

/** Browser tests: the built apps behind the real gateway, with the real services, in Chromium. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.spec.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    sequence: { sequencer: LastSpecsSequencer },
    testTimeout: 60000,
    hookTimeout: 120000,
  },
});
