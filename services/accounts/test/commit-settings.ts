import { type Kysely, sql } from 'kysely';

/**
 * Records the `synchronous_commit` of the transaction of each statement that writes `table`, by a
 * trigger in the test file's own schema: whether a write waited for the disk at its commit.
 */
export async function recordCommitSettings<DB>(db: Kysely<DB>, table: string) {
  await sql`create table if not exists commit_settings (written text not null, setting text not null)`.execute(db);
  await sql`
    create or replace function record_commit_setting() returns trigger language plpgsql as $$
    begin
      insert into commit_settings values (tg_table_name, current_setting('synchronous_commit'));
      return null;
    end $$`.execute(db);
  await sql`
    create trigger record_commit_setting after insert or update on ${sql.table(table)}
    for each statement execute function record_commit_setting()`.execute(db);
  return {
    /** Each recorded statement's setting, in order. */
    settings: async () => {
      const { rows } = await sql<{ setting: string }>`
        select setting from commit_settings where written = ${table} order by ctid`.execute(db);
      return rows.map((row) => row.setting);
    },
    stop: () => sql`drop trigger record_commit_setting on ${sql.table(table)}`.execute(db),
  };
}
