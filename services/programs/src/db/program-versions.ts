import { type Kysely, sql, type Transaction } from 'kysely';
import type { ProgramVersion } from '../domain/program-version.ts';
import type { ProgramsDb, ProgramVersionRow } from './types.ts';

type Db = Kysely<ProgramsDb> | Transaction<ProgramsDb>;

/**
 * Stores a version unless one of that number exists (a seed run twice, two replicas seeding at
 * once). Returns the stored row, or undefined when it was there already.
 */
export function insertVersionOnce(
  trx: Transaction<ProgramsDb>,
  program: ProgramVersion,
  createdBy: string | null,
  createdAt: Date,
): Promise<ProgramVersionRow | undefined> {
  return trx
    .insertInto('program_versions')
    .values({
      program_id: program.id,
      version: program.version,
      name: program.name,
      description: program.description,
      phases: JSON.stringify(program.phases),
      sizes: JSON.stringify(program.sizes),
      profit_share_percent: program.profitSharePercent,
      review: program.review,
      active: program.active,
      created_by: createdBy,
      created_at: createdAt,
    })
    .onConflict((conflict) => conflict.columns(['program_id', 'version']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * Serialises the edits of one program until the transaction ends, so two admins saving at once
 * make two numbered versions one after the other (the primary key would refuse a duplicate anyway).
 */
export async function lockProgram(trx: Transaction<ProgramsDb>, programId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`programs:${programId}`}, 0))`.execute(trx);
}

export function latestVersionOf(db: Db, programId: string): Promise<ProgramVersionRow | undefined> {
  return db
    .selectFrom('program_versions')
    .selectAll()
    .where('program_id', '=', programId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function versionOf(db: Db, programId: string, version: number): Promise<ProgramVersionRow | undefined> {
  return db
    .selectFrom('program_versions')
    .selectAll()
    .where('program_id', '=', programId)
    .where('version', '=', version)
    .executeTakeFirst();
}

/** Every version of a program, newest first. */
export function versionsOf(db: Db, programId: string): Promise<ProgramVersionRow[]> {
  return db
    .selectFrom('program_versions')
    .selectAll()
    .where('program_id', '=', programId)
    .orderBy('version', 'desc')
    .execute();
}

/** Every program at its latest version, with when its first version was made (the catalogue's order). */
export function latestVersions(db: Db): Promise<Array<ProgramVersionRow & { first_created_at: Date }>> {
  return db
    .selectFrom('program_versions as v')
    .selectAll('v')
    .select((eb) =>
      eb
        .selectFrom('program_versions as first')
        .select((inner) => inner.fn.min<Date>('first.created_at').as('first_created_at'))
        .whereRef('first.program_id', '=', 'v.program_id')
        .$asScalar()
        .$notNull()
        .as('first_created_at'),
    )
    .where((eb) =>
      eb(
        'v.version',
        '=',
        eb
          .selectFrom('program_versions as newer')
          .select((inner) => inner.fn.max<number>('newer.version').as('max_version'))
          .whereRef('newer.program_id', '=', 'v.program_id'),
      ),
    )
    .execute();
}
