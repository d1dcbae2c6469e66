import type { Kysely, Transaction } from 'kysely';
import type { ContactRow, MarketingDb } from './types.ts';

type Db = Kysely<MarketingDb> | Transaction<MarketingDb>;

export interface ContactProfile {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  country: string | null;
}

/** Keeps the newest copy of a user: an event older than the one already applied changes nothing. */
export async function copyContact(trx: Db, profile: ContactProfile, changedAt: string): Promise<boolean> {
  const written = await trx
    .insertInto('contacts')
    .values({
      user_id: profile.userId,
      email: profile.email,
      first_name: profile.firstName,
      last_name: profile.lastName,
      country: profile.country,
      changed_at: changedAt,
    })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet((update) => ({
          email: update.ref('excluded.email'),
          first_name: update.ref('excluded.first_name'),
          last_name: update.ref('excluded.last_name'),
          country: update.ref('excluded.country'),
          changed_at: update.ref('excluded.changed_at'),
        }))
        .whereRef('contacts.changed_at', '<=', 'excluded.changed_at'),
    )
    .returning('user_id')
    .executeTakeFirst();
  return written !== undefined;
}

/**
 * Keeps a user's marketing choice unless a newer one is already kept (events of two consumers may
 * arrive in either order). Returns whether this choice is now the one kept.
 */
export async function recordConsent(trx: Db, userId: string, consent: boolean, at: string): Promise<boolean> {
  const written = await trx
    .updateTable('contacts')
    .set({ marketing_consent: consent, consent_at: at })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('consent_at', 'is', null), eb('consent_at', '<=', new Date(at))]))
    .returning('user_id')
    .executeTakeFirst();
  return written !== undefined;
}

/** Forgets everything about a user but the fact that they asked to be forgotten. */
export async function forgetContact(trx: Transaction<MarketingDb>, userId: string): Promise<void> {
  await trx.deleteFrom('contacts').where('user_id', '=', userId).execute();
  await trx.deleteFrom('sent_emails').where('user_id', '=', userId).execute();
  await trx.deleteFrom('sync_results').where('user_id', '=', userId).execute();
  await trx
    .insertInto('forgotten_users')
    .values({ user_id: userId })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}

export function findContact(db: Db, userId: string): Promise<ContactRow | undefined> {
  return db.selectFrom('contacts').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function isForgotten(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('forgotten_users').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** Which of these users asked to be forgotten. */
export async function forgottenAmong(db: Db, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db.selectFrom('forgotten_users').select('user_id').where('user_id', 'in', userIds).execute();
  return rows.map((row) => row.user_id);
}

export async function markPushed(db: Db, userIds: readonly string[], at: Date): Promise<void> {
  if (userIds.length === 0) return;
  await db.updateTable('contacts').set({ pushed_at: at }).where('user_id', 'in', userIds).execute();
}
