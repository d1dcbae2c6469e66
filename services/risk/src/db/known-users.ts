import { sql, type Transaction } from 'kysely';
import type { RiskDb } from './types.ts';

export interface KnownUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Keeps the newest copy: an event older than the one already applied changes nothing. */
export async function copyKnownUser(trx: Transaction<RiskDb>, user: KnownUser, changedAt: string): Promise<void> {
  await trx
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

export async function forgetKnownUser(trx: Transaction<RiskDb>, id: string): Promise<void> {
  await trx.deleteFrom('known_users').where('id', '=', id).execute();
}
