import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A vitest reporter that writes a run's outcome to the file named by `OUTCOME_FILE`: how many tests
 * passed, how many failures there were, and one line for each. A failure is a test, or a hook of a
 * suite or a file (a `beforeAll` or an `afterAll`), or an error outside any file; the JSON reporter
 * keeps only tests and a file's own errors, so an `afterAll` that failed in a `describe` read as a
 * blank line. A failed hook counts as a failure: its tests did not run, and are not counted at all.
 */
export default class OutcomeReporter {
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules, unhandledErrors) {
    let passed = 0;
    const failures = [];
    for (const module of testModules) {
      const file = path.relative(this.root, module.moduleId);
      for (const error of module.errors()) failures.push(`${file}: ${firstLine(error)}`);
      for (const suite of module.children.allSuites()) {
        for (const error of suite.errors()) failures.push(`${file} > ${suite.fullName} (a hook): ${firstLine(error)}`);
      }
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state === 'passed') passed += 1;
        if (result.state === 'failed') failures.push(`${file} > ${test.fullName}: ${firstLine(result.errors?.[0])}`);
      }
    }
    for (const error of unhandledErrors) failures.push(`unhandled: ${firstLine(error)}`);
    if (process.env.OUTCOME_FILE)
      writeFileSync(process.env.OUTCOME_FILE, JSON.stringify({ passed, failed: failures.length, failures }, null, 2));
  }
}

/** The first line of what an error says: its name and message, or its stack when it has no message. */
function firstLine(error) {
  if (!error) return 'failed without an error';
  const text = error.message ? `${error.name ?? 'Error'}: ${error.message}` : (error.stack ?? error.name ?? 'Error');
  return String(text).split('\n')[0];
}
