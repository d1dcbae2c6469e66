// `npm test`: installs what is missing (pnpm, dependencies, Debian's Chromium), checks types and
// lint, builds the apps, then runs unit and integration tests, the browser tests and a short
// fault-injection run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensurePnpm, installDependencies, root, run } from './lib/pnpm.mjs';

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

function vitest(args, report, env = {}) {
  console.log(`> vitest ${args.join(' ')}`);
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } },
  );
  const totals = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : null;
  return {
    ok: result.status === 0,
    passed: totals?.numPassedTests ?? 0,
    failed: totals?.numFailedTests ?? (result.status === 0 ? 0 : 1),
  };
}

const pnpm = ensurePnpm();
installDependencies(pnpm);
ensureChromium();
run(pnpm, ['run', 'typecheck']);
run(pnpm, ['exec', 'biome', 'ci', '.']);
run(pnpm, ['run', 'build:web']);

const artifacts = path.join(root, 'test-artifacts');
mkdirSync(artifacts, { recursive: true });
const suites = [
  vitest([], path.join(artifacts, 'unit-integration.json')),
  vitest(['--config', 'e2e/vitest.config.ts'], path.join(artifacts, 'browser.json')),
  // The short fault-injection run; `npm run test:faults -- --rounds 50` is the long one.
  vitest(['--config', 'tests/faults/vitest.config.ts'], path.join(artifacts, 'faults.json'), { FAULT_ROUNDS: '2' }),
];
const passed = suites.reduce((sum, suite) => sum + suite.passed, 0);
const failed = suites.reduce((sum, suite) => sum + suite.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(suites.every((suite) => suite.ok) && passed > 0 ? 0 : 1);
