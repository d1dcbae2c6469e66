import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Maker-checker: a large request is first approved by one admin (who, when, their notes) and
  // stays pending until a different admin approves it. The first approval is kept after the
  // decision, so the request shows both admins.
  await db.schema
    .alterTable('withdrawal_requests')
    .addColumn('first_approved_by', 'uuid')
    .addColumn('first_approved_at', 'timestamptz')
    .addColumn('first_approval_notes', 'text')
    .execute();
  await sql`alter table withdrawal_requests
    add constraint withdrawal_first_approval_whole
      check ((first_approved_by is null) = (first_approved_at is null)),
    add constraint withdrawal_first_approval_notes_with_it
      check (first_approval_notes is null or first_approved_by is not null),
    add constraint withdrawal_second_approver_differs
      check (status <> 'approved' or first_approved_by is null or first_approved_by <> processed_by)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Dropping the columns drops the constraints on them.
  await db.schema
    .alterTable('withdrawal_requests')
    .dropColumn('first_approval_notes')
    .dropColumn('first_approved_at')
    .dropColumn('first_approved_by')
    .execute();
}
