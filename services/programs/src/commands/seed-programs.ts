import { SEED_PROGRAMS } from '@prop/contracts/program';
import { systemActor } from '@prop/service-kit/actor';
import { type CommandRuntime, runCommand } from '@prop/service-kit/command';
import type { ProgramsDb } from '../db/types.ts';
import { saveVersion } from './save-version.ts';

/**
 * Stores every seeded program version that is missing, each announced once: a restart, or two
 * replicas starting together, store and announce nothing twice. Returns the ids it stored.
 */
export async function seedPrograms(runtime: CommandRuntime<ProgramsDb>): Promise<string[]> {
  const stored: string[] = [];
  for (const program of SEED_PROGRAMS) {
    const saved = await runCommand(runtime, systemActor('programs-seed'), (scope) => saveVersion(scope, program));
    if (saved) stored.push(`${saved.id}@${saved.version}`);
  }
  return stored;
}
