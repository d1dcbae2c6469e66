import type { Kysely, Transaction } from 'kysely';
import type { Program } from '@prop/contracts/program';
import type { BillingDb, ProgramVersionRow } from './types.ts';

/** Keeps an announced version; a version never changes, so a redelivery changes nothing. */
export async function saveProgramVersion(trx: Transaction<BillingDb>, program: Program): Promise<void> {
  await trx
    .insertInto('program_versions')
    .values({
      program_id: program.id,
      version: program.version,
      name: program.name,
      sizes: JSON.stringify(program.sizes),
      active: program.active,
    })
    .onConflict((conflict) => conflict.columns(['program_id', 'version']).doNothing())
    .execute();
}

/** The version of a program on sale now: its latest, when that one is active. */
export async function findProgramOnSale(
  db: Kysely<BillingDb>,
  programId: string,
): Promise<ProgramVersionRow | undefined> {
  const latest = await db
    .selectFrom('program_versions')
    .selectAll()
    .where('program_id', '=', programId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return latest?.active ? latest : undefined;
}

export function findProgramVersion(
  db: Kysely<BillingDb> | Transaction<BillingDb>,
  programId: string,
  version: number,
): Promise<ProgramVersionRow | undefined> {
  return db
    .selectFrom('program_versions')
    .selectAll()
    .where('program_id', '=', programId)
    .where('version', '=', version)
    .executeTakeFirst();
}
