import { PROGRAM_MESSAGES, type Program, type ProgramVersionInput } from '@prop/contracts/program';
import type { Actor } from '@prop/service-kit/actor';
import { type CommandRuntime, runCommand } from '@prop/service-kit/command';
import { notFound } from '@prop/service-kit/errors';
import { latestVersionOf, lockProgram } from '../db/program-versions.ts';
import type { ProgramsDb } from '../db/types.ts';
import { auditedVersion, programVersionOf } from '../domain/program-version.ts';
import { programOf } from '../domain/program-view.ts';
import { saveVersion } from './save-version.ts';

/**
 * An admin's edit of a program: the next version, for accounts started from now on; running
 * accounts keep the packs they started with. Audited and announced in one transaction.
 */
export function addProgramVersion(
  runtime: CommandRuntime<ProgramsDb>,
  actor: Actor,
  programId: string,
  input: ProgramVersionInput,
): Promise<Program> {
  return runCommand(runtime, actor, async (scope) => {
    await lockProgram(scope.trx, programId);
    const latest = await latestVersionOf(scope.trx, programId);
    if (!latest) throw notFound(PROGRAM_MESSAGES.notFound);
    const version = programVersionOf(programId, latest.version + 1, input);
    const program = await saveVersion(scope, version);
    // The lock makes the number free; taken, it means a writer skipped the lock.
    if (!program) throw new Error(`${programId} version ${version.version} exists already`);
    await scope.audit({
      action: 'program.versioned',
      target: { type: 'program', id: programId },
      before: auditedVersion(programOf(latest)),
      after: auditedVersion(version),
    });
    return program;
  });
}
