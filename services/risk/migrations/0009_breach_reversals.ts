import { type Kysely, sql } from 'kysely';

/**
 * A breach reversed on appeal (issue 18): one admin asks, with a reason; a second, different admin
 * approves. Who and when of both stay on the breach, which then no longer stands.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('breaches')
    .addColumn('reversal_requested_by', 'uuid')
    .addColumn('reversal_requested_at', 'timestamptz')
    .addColumn('reversal_reason', 'text')
    .addColumn('reversed_by', 'uuid')
    .addColumn('reversed_at', 'timestamptz')
    .execute();
  await sql`alter table breaches drop constraint breaches_status_check`.execute(db);
  await sql`alter table breaches add constraint breaches_status_check
    check (status in ('active', 'resolved', 'deleted', 'reversed'))`.execute(db);
  await sql`alter table breaches add constraint reversal_names_who_when_and_why check (
    (reversal_requested_by is null) = (reversal_requested_at is null)
    and (reversal_requested_by is null) = (reversal_reason is null))`.execute(db);
  // Two admins, always: the approval names a second one, and only a breach that was asked about.
  await sql`alter table breaches add constraint reversed_by_a_second_admin check (
    (status = 'reversed') = (reversed_by is not null)
    and (reversed_by is null or (
      reversed_at is not null and reversal_requested_by is not null and reversed_by <> reversal_requested_by)))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table breaches drop constraint reversed_by_a_second_admin`.execute(db);
  await sql`alter table breaches drop constraint reversal_names_who_when_and_why`.execute(db);
  await sql`alter table breaches drop constraint breaches_status_check`.execute(db);
  await sql`alter table breaches add constraint breaches_status_check
    check (status in ('active', 'resolved', 'deleted'))`.execute(db);
  await db.schema
    .alterTable('breaches')
    .dropColumn('reversal_requested_by')
    .dropColumn('reversal_requested_at')
    .dropColumn('reversal_reason')
    .dropColumn('reversed_by')
    .dropColumn('reversed_at')
    .execute();
}
