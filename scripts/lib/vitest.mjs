import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './pnpm.mjs';

/** Runs one vitest suite to its end; its totals come from the JSON report it writes to `report`. */
export function vitest(args, report, env = {}) {
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

/** Prints the totals of the suites and exits with their verdict. */
export function finish(suites) {
  const passed = suites.reduce((sum, suite) => sum + suite.passed, 0);
  const failed = suites.reduce((sum, suite) => sum + suite.failed, 0);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(suites.every((suite) => suite.ok) && passed > 0 ? 0 : 1);
}
