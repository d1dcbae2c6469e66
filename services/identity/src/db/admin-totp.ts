import type { Kysely } from 'kysely';
import type { AdminTotpRow, IdentityDb } from './types.ts';

export function findAdminTotp(db: Kysely<IdentityDb>, adminId: string): Promise<AdminTotpRow | undefined> {
  return db.selectFrom('admin_totp').selectAll().where('admin_id', '=', adminId).executeTakeFirst();
}

/** Starts (or starts again) an enrolment with a new secret; an active authenticator is left untouched. */
export async function startTotpEnrolment(db: Kysely<IdentityDb>, adminId: string, sealedSecret: Buffer, now: Date) {
  const result = await db
    .insertInto('admin_totp')
    .values({ admin_id: adminId, sealed_secret: sealedSecret, created_at: now })
    .onConflict((conflict) =>
      conflict
        .column('admin_id')
        .doUpdateSet({ sealed_secret: sealedSecret, last_used_step: null, created_at: now })
        .where('admin_totp.confirmed_at', 'is', null),
    )
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/**
 * Records an accepted code's step (and, when confirming, makes the authenticator active), only if
 * no code of that step or a later one was accepted meanwhile: two requests racing with one code
 * cannot both win. False means the code was just used.
 */
export async function useTotpStep(
  db: Kysely<IdentityDb>,
  adminId: string,
  step: number,
  options: { confirm: boolean; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('admin_totp')
    .set(options.confirm ? { last_used_step: step, confirmed_at: options.now } : { last_used_step: step })
    .where('admin_id', '=', adminId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .where('confirmed_at', options.confirm ? 'is' : 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Disables the authenticator, only if `step` was not used already (same race as above). */
export async function removeAdminTotp(db: Kysely<IdentityDb>, adminId: string, step: number): Promise<boolean> {
  const result = await db
    .deleteFrom('admin_totp')
    .where('admin_id', '=', adminId)
    .where('confirmed_at', 'is not', null)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
