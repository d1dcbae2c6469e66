import { defineConfig } from 'vitest/config';

/** The fault-injection run: FAULT_ROUNDS rounds (scripts/test-faults.mjs sets it; 3 by default). */
export default defineConfig({
  test: {
    include: ['tests/faults/**/*.faults.ts'],
    testTimeout: 60 * 60 * 1000,
    hookTimeout: 15 * 60 * 1000,
    // The trader sockets use Node's WebSocket, a flag before Node 22.
    execArgv: typeof WebSocket === 'undefined' ? ['--experimental-websocket'] : [],
  },
});
