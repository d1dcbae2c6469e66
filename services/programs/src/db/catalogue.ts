import type { Program } from '@prop/contracts/program';
import type { Kysely } from 'kysely';
import { inCatalogueOrder } from '../domain/catalogue-order.ts';
import { programOf } from '../domain/program-view.ts';
import { latestVersions } from './program-versions.ts';
import type { ProgramsDb } from './types.ts';

/** Every program at its latest version, active or not, in the catalogue's order. */
export async function catalogue(db: Kysely<ProgramsDb>): Promise<Program[]> {
  const rows = await latestVersions(db);
  const listed = rows.map((row) => ({
    id: row.program_id,
    firstCreatedAt: row.first_created_at,
    program: programOf(row),
  }));
  return inCatalogueOrder(listed).map(({ program }) => program);
}
