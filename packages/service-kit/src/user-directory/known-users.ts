import { type Generated, type Kysely, sql, type Transaction } from 'kysely';

export interface KnownUsersTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  changed_at: Date | string;
  copied_at: Generated<Date>;
}

export interface KnownUsersTables {
  known_users: KnownUsersTable;
}

export interface KnownUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

// Kysely's types are invariant in the schema; the known_users table is the same in every service.
const asDirectory = <DB extends KnownUsersTables>(trx: Transaction<DB>) => trx as unknown as Kysely<KnownUsersTables>;

/** Keeps the newest copy: an event older than the one already applied changes nothing. */
export async function copyKnownUser<DB extends KnownUsersTables>(
  trx: Transaction<DB>,
  user: KnownUser,
  changedAt: string,
): Promise<void> {
  await asDirectory(trx)
    .insertInto('known_users')
    .values({
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      changed_at: changedAt,
    })
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet((update) => ({
          email: update.ref('excluded.email'),
          first_name: update.ref('excluded.first_name'),
          last_name: update.ref('excluded.last_name'),
          changed_at: update.ref('excluded.changed_at'),
          copied_at: sql<Date>`now()`,
        }))
        .whereRef('known_users.changed_at', '<=', 'excluded.changed_at'),
    )
    .execute();
}

export async function forgetKnownUser<DB extends KnownUsersTables>(trx: Transaction<DB>, id: string): Promise<void> {
  await asDirectory(trx).deleteFrom('known_users').where('id', '=', id).execute();
}
