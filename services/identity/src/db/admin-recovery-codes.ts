import type { Kysely } from 'kysely';
import type { IdentityDb } from './types.ts';

export async function countUnusedRecoveryCodes(db: Kysely<IdentityDb>, adminId: string): Promise<number> {
  const row = await db
    .selectFrom('admin_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The admin's codes become exactly these: every older one, used or not, stops working. */
export async function replaceRecoveryCodes(
  db: Kysely<IdentityDb>,
  adminId: string,
  codeHashes: string[],
  now: Date,
): Promise<void> {
  await db.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
  await db
    .insertInto('admin_recovery_codes')
    .values(codeHashes.map((code_hash) => ({ admin_id: adminId, code_hash, created_at: now })))
    .execute();
}

/** Spends a code in one statement: of two requests racing with one code, one at most gets true. */
export async function spendRecoveryCode(
  db: Kysely<IdentityDb>,
  adminId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('admin_recovery_codes')
    .set({ used_at: now })
    .where('admin_id', '=', adminId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
