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
    failures: totals ? failuresIn(totals) : result.status === 0 ? [] : [`vitest ${args.join(' ')} wrote no report`],
  };
}

/** The failed tests of a JSON report (and files that failed outside any test), one line each. */
function failuresIn(totals) {
  const firstLine = (messages) => String(messages?.[0] ?? '').split('\n')[0];
  // vitest 4.1 gives its timeout error the stack of a marker error and the report keeps only the
  // stack, so a timeout's first line is the marker's: say what it was instead.
  const why = (test) => {
    const line = firstLine(test.failureMessages);
    return line === 'Error: STACK_TRACE_ERROR' ? `timed out after ${Math.round(test.duration ?? 0)} ms` : line;
  };
  return totals.testResults.flatMap((file) => {
    const name = path.relative(root, file.name);
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${name} > ${test.fullName}: ${why(test)}`);
    if (tests.length === 0 && file.status === 'failed') return [`${name}: ${firstLine([file.message])}`];
    return tests;
  });
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
