import type { Kysely } from 'kysely';
import type { AdminPasskeyRow, IdentityDb } from './types.ts';

export function listAdminPasskeys(db: Kysely<IdentityDb>, adminId: string): Promise<AdminPasskeyRow[]> {
  return db
    .selectFrom('admin_passkeys')
    .selectAll()
    .where('admin_id', '=', adminId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function hasAdminPasskey(db: Kysely<IdentityDb>, adminId: string): Promise<boolean> {
  const row = await db.selectFrom('admin_passkeys').select('id').where('admin_id', '=', adminId).executeTakeFirst();
  return row !== undefined;
}

export function findAdminPasskeyByCredential(
  db: Kysely<IdentityDb>,
  adminId: string,
  credentialId: string,
): Promise<AdminPasskeyRow | undefined> {
  return db
    .selectFrom('admin_passkeys')
    .selectAll()
    .where('admin_id', '=', adminId)
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
}

/** False when the credential is registered already (to this admin or another). */
export async function insertAdminPasskey(
  db: Kysely<IdentityDb>,
  passkey: {
    adminId: string;
    credentialId: string;
    publicKey: Buffer;
    counter: number;
    transports: string[];
    name: string;
    now: Date;
  },
): Promise<string | undefined> {
  const row = await db
    .insertInto('admin_passkeys')
    .values({
      admin_id: passkey.adminId,
      credential_id: passkey.credentialId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: passkey.transports,
      name: passkey.name,
      created_at: passkey.now,
    })
    .onConflict((conflict) => conflict.column('credential_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * Records a verified use, only if the counter read before verifying is still the stored one and
 * the new one moved past it (or the authenticator keeps no counter, reporting 0 each time): of two
 * requests racing with one assertion, or a clone replaying an older count, one at most wins.
 */
export async function recordPasskeyUse(
  db: Kysely<IdentityDb>,
  use: { id: string; previousCounter: number; newCounter: number; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('admin_passkeys')
    .set({ counter: use.newCounter, last_used_at: use.now })
    .where('id', '=', use.id)
    .where('counter', '=', String(use.previousCounter))
    .where((eb) => (use.newCounter === 0 ? eb('counter', '=', '0') : eb('counter', '<', String(use.newCounter))))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteAdminPasskey(db: Kysely<IdentityDb>, adminId: string, id: string) {
  return db
    .deleteFrom('admin_passkeys')
    .where('admin_id', '=', adminId)
    .where('id', '=', id)
    .returning(['id', 'name'])
    .executeTakeFirst();
}
