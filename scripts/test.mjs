// `npm test`: installs what is missing (pnpm, dependencies, Debian's Chromium), checks types and
// lint, builds the apps, then runs unit and integration tests, the browser tests and a short
// fault-injection run.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildTestServer } from './lib/test-server.mjs';
import { ensurePnpm, installDependencies, root, run } from './lib/pnpm.mjs';
import { finish, vitest } from './lib/vitest.mjs';

const CHROMIUM = '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing for the browser tests. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium']);
}

const pnpm = ensurePnpm();
installDependencies(pnpm);
ensureChromium();
run(pnpm, ['run', 'typecheck']);
run(pnpm, ['exec', 'biome', 'ci', '.']);
run(pnpm, ['run', 'build:web']);
// The browser and fault tests run the platform as its images run it.
const serverDir = buildTestServer();

const artifacts = path.join(root, 'test-artifacts');
mkdirSync(artifacts, { recursive: true });
const suites = [
  vitest([], path.join(artifacts, 'unit-integration.json')),
  vitest(['--config', 'e2e/vitest.config.ts'], path.join(artifacts, 'browser.json'), {
    PLATFORM_SERVER_DIR: serverDir,
  }),
  // The short fault-injection run; `npm run test:faults -- --rounds 50` is the long one.
  vitest(['--config', 'tests/faults/vitest.config.ts'], path.join(artifacts, 'faults.json'), {
    FAULT_ROUNDS: '2',
    FAULT_SERVER_DIR: serverDir,
  }),
];
finish(suites);
