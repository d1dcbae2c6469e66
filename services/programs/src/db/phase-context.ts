import type { Program } from '@prop/contracts/program';
import type { Transaction } from 'kysely';
import { programOf } from '../domain/program-view.ts';
import { enrolmentForUpdate } from './enrolments.ts';
import { versionOf } from './program-versions.ts';
import type { EnrolmentPhaseRow, EnrolmentRow, ProgramsDb } from './types.ts';

/** A phase with its enrolment (locked) and the program version it follows. */
export interface PhaseContext {
  phase: EnrolmentPhaseRow;
  enrolment: EnrolmentRow;
  program: Program;
  definition: Program['phases'][number];
}

export async function phaseContextOf(trx: Transaction<ProgramsDb>, phase: EnrolmentPhaseRow): Promise<PhaseContext> {
  const enrolment = await enrolmentForUpdate(trx, phase.enrolment_id);
  if (!enrolment) throw new Error(`phase of account ${phase.account_id} has no enrolment`);
  const version = await versionOf(trx, enrolment.program_id, enrolment.program_version);
  if (!version) throw new Error(`enrolment ${enrolment.id} follows no stored program version`);
  const program = programOf(version);
  const definition = program.phases[phase.phase_index];
  if (!definition) throw new Error(`${program.id} version ${program.version} has no phase ${phase.phase_index}`);
  return { phase, enrolment, program, definition };
}
