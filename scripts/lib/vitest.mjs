import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './pnpm.mjs';

const OUTCOME_REPORTER = path.join(import.meta.dirname, 'outcome-reporter.mjs');

/** Runs one vitest suite to its end; its totals come from the outcome it writes to `report`. */
export function vitest(args, report, env = {}) {
  console.log(`> vitest ${args.join(' ')}`);
  rmSync(report, { force: true });
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/vitest'),
    ['run', ...args, '--reporter=default', `--reporter=${OUTCOME_REPORTER}`],
    { stdio: 'inherit', cwd: root, env: { ...process.env, ...env, OUTCOME_FILE: report } },
  );
  const outcome = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : null;
  return {
    ok: result.status === 0,
    passed: outcome?.passed ?? 0,
    failed: outcome?.failed ?? (result.status === 0 ? 0 : 1),
    failures: outcome?.failures ?? (result.status === 0 ? [] : [`vitest ${args.join(' ')} wrote no outcome`]),
  };
}

/**
 * Prints the totals of the suites, and the failures last, where a log's tail shows them, then exits
 * with their verdict.
 */
export function finish(suites) {
  const passed = suites.reduce((sum, suite) => sum + suite.passed, 0);
  const failed = suites.reduce((sum, suite) => sum + suite.failed, 0);
  const failures = suites.flatMap((suite) => suite.failures);
  if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(suites.every((suite) => suite.ok) && passed > 0 ? 0 : 1);
}
