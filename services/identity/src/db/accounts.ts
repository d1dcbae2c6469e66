import type { Kysely, Transaction } from 'kysely';
import type { Role } from '@prop/contracts/user';
import type { AccountOwner } from '../domain/account-owner.ts';
import { type Recipient, recipientOfAdmin, recipientOfUser } from '../domain/recipient.ts';
import type { IdentityDb } from './types.ts';

type Db = Kysely<IdentityDb> | Transaction<IdentityDb>;

/** The trader or admin with this address (traders and admins are separate: one address may be both). */
export async function findRecipientByEmail(db: Db, role: Role, email: string): Promise<Recipient | undefined> {
  if (role === 'trader') {
    const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    return user && recipientOfUser(user);
  }
  const admin = await db.selectFrom('admins').selectAll().where('email', '=', email).executeTakeFirst();
  return admin && recipientOfAdmin(admin);
}

export async function setPassword(db: Db, owner: AccountOwner, passwordHash: string, now: Date): Promise<void> {
  if (owner.role === 'trader') {
    await db
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', owner.id)
      .execute();
  } else {
    await db.updateTable('admins').set({ password_hash: passwordHash }).where('id', '=', owner.id).execute();
  }
}

/** Marks the trader's address verified; false when it already was. */
export async function markEmailVerified(db: Db, userId: string, now: Date): Promise<boolean> {
  const updated = await db
    .updateTable('users')
    .set({ email_verified_at: now, updated_at: now })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .executeTakeFirst();
  return (updated.numUpdatedRows ?? 0n) > 0n;
}
