import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Specs that must run after the others, in this order. The route fuzz sends requests of every shape
 * to every route, starting real work such as a Brevo sync, so the specs that read the firm as their
 * own flows left it run before it. The audit-log spec checks what every other spec did as an admin.
 */
const LAST = [/security\/route-fuzz\.e2e\.spec\.ts$/, /audit-log\.e2e\.spec\.ts$/];

const lastRank = (file: TestSpecification) => LAST.findIndex((pattern) => pattern.test(file.moduleId));

/** The base order (failed and slow files first), then the specs that must come last. */
export class LastSpecsSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const last = sorted.filter((file) => lastRank(file) >= 0).sort((a, b) => lastRank(a) - lastRank(b));
    return [...sorted.filter((file) => lastRank(file) < 0), ...last];
  }
}
