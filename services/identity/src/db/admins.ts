import type { Kysely } from 'kysely';
import type { AdminRow, IdentityDb } from './types.ts';

export function findAdminByEmail(db: Kysely<IdentityDb>, email: string): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findAdminById(db: Kysely<IdentityDb>, id: string): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Creates the admin, an owner (the command line and the seed create the firm's first admins), and
 * returns their id, or leaves an existing one untouched and returns undefined (a seed never resets
 * a changed password).
 */
export async function ensureAdmin(
  db: Kysely<IdentityDb>,
  admin: { email: string; passwordHash: string; name: string },
): Promise<string | undefined> {
  const row = await db
    .insertInto('admins')
    .values({ email: admin.email, password_hash: admin.passwordHash, name: admin.name, roles: ['owner'] })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Holds the admin's row until the transaction ends: their second-factor changes happen one at a time. */
export async function lockAdmin(db: Kysely<IdentityDb>, id: string): Promise<void> {
  await db.selectFrom('admins').select('id').where('id', '=', id).forUpdate().execute();
}
