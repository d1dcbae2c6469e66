import { type NewProgram, PROGRAM_MESSAGES, type Program } from '@prop/contracts/program';
import type { Actor } from '@prop/service-kit/actor';
import { type CommandRuntime, runCommand } from '@prop/service-kit/command';
import { conflict } from '@prop/service-kit/errors';
import { latestVersionOf, lockProgram } from '../db/program-versions.ts';
import type { ProgramsDb } from '../db/types.ts';
import { auditedVersion, programVersionOf } from '../domain/program-version.ts';
import { saveVersion } from './save-version.ts';

/** An admin's new program: its version 1, audited and announced in one transaction. */
export function createProgram(runtime: CommandRuntime<ProgramsDb>, actor: Actor, input: NewProgram): Promise<Program> {
  return runCommand(runtime, actor, async (scope) => {
    const { id, ...edit } = input;
    await lockProgram(scope.trx, id);
    if (await latestVersionOf(scope.trx, id)) throw conflict(PROGRAM_MESSAGES.idTaken);
    const version = programVersionOf(id, 1, edit);
    const program = await saveVersion(scope, version);
    if (!program) throw conflict(PROGRAM_MESSAGES.idTaken);
    await scope.audit({
      action: 'program.created',
      target: { type: 'program', id },
      before: null,
      after: auditedVersion(version),
    });
    return program;
  });
}
