import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LAST = /audit-log\.e2e\.spec\.ts$/;

/** The audit-log spec checks what every other browser spec did as an admin, so it runs after them. */
export class AuditLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [
      ...sorted.filter((file) => !LAST.test(file.moduleId)),
      ...sorted.filter((file) => LAST.test(file.moduleId)),
    ];
  }
}
