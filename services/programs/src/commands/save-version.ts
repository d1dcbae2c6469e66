import { programVersioned } from '@prop/contracts/events/programs';
import type { Program } from '@prop/contracts/program';
import type { CommandScope } from '@prop/service-kit/command';
import { insertVersionOnce } from '../db/program-versions.ts';
import type { ProgramsDb } from '../db/types.ts';
import type { ProgramVersion } from '../domain/program-version.ts';
import { programOf } from '../domain/program-view.ts';

/**
 * Stores a version and, in the same transaction, announces it (`programs.program.versioned`):
 * the announcement exists exactly when the version does. Undefined when that version existed.
 */
export async function saveVersion(
  { trx, now, actor, emit }: CommandScope<ProgramsDb>,
  version: ProgramVersion,
): Promise<Program | undefined> {
  // The acting admin; null for the seed (only admins' changes are audited, so no one else edits).
  const createdBy = actor.kind === 'admin' ? actor.userId : null;
  const row = await insertVersionOnce(trx, version, createdBy, now);
  if (!row) return undefined;
  const program = programOf(row);
  await emit(programVersioned, { program });
  return program;
}
