import { type Kysely, sql } from 'kysely';

/**
 * The program a provision opens an account for (issue 18): the purchase's program and version, or
 * the next phase of an enrolment. Null for a provision made before programs existed: Instant Funding.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table provisions add column program jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table provisions drop column program`.execute(db);
}
