import type { AdminRole } from '@prop/contracts/staff-roles';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { AdminRow, IdentityDb } from './types.ts';

type Trx = Transaction<IdentityDb>;

/** Every admin with whether they hold a second factor (an active authenticator or a passkey). */
export function listAdminsWithFactors(db: Kysely<IdentityDb>) {
  return db
    .selectFrom('admins')
    .selectAll('admins')
    .select((eb) => [
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('admin_totp')
              .select('admin_id')
              .whereRef('admin_totp.admin_id', '=', 'admins.id')
              .where('confirmed_at', 'is not', null),
          ),
          eb.exists(eb.selectFrom('admin_passkeys').select('id').whereRef('admin_passkeys.admin_id', '=', 'admins.id')),
        ])
        .$castTo<boolean>()
        .as('second_factor_enrolled'),
    ])
    .orderBy('admins.created_at')
    .orderBy('admins.id')
    .execute();
}

/**
 * Locks the owners who can sign in, in id order, until the transaction ends: every change to the
 * admins takes these locks first, so two owners cannot each remove the other and leave none.
 */
export function lockActiveOwners(trx: Trx): Promise<AdminRow[]> {
  return trx
    .selectFrom('admins')
    .selectAll()
    .where(sql<boolean>`'owner' = any(roles)`)
    .where('disabled_at', 'is', null)
    .where('password_hash', 'is not', null)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export function lockAdminRow(trx: Trx, id: string): Promise<AdminRow | undefined> {
  return trx.selectFrom('admins').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** An admin without a password; undefined when an admin already has this address. */
export async function insertInvitedAdmin(
  trx: Trx,
  admin: { email: string; name: string; roles: AdminRole[] },
  now: Date,
): Promise<string | undefined> {
  const row = await trx
    .insertInto('admins')
    .values({ email: admin.email, name: admin.name, roles: admin.roles, password_hash: null, created_at: now })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function updateManagedAdmin(
  trx: Trx,
  id: string,
  changes: { roles?: AdminRole[]; disabled_at?: Date | null },
): Promise<void> {
  await trx.updateTable('admins').set(changes).where('id', '=', id).execute();
}

export async function markAdminSignedIn(trx: Trx, id: string, now: Date): Promise<void> {
  await trx.updateTable('admins').set({ last_sign_in_at: now }).where('id', '=', id).execute();
}
