import type { Transaction } from 'kysely';
import type { IdentityDb } from './types.ts';

/** Removes every second factor of the admin (authenticator, passkeys, recovery codes) and says what went. */
export async function removeAdminSecondFactors(trx: Transaction<IdentityDb>, adminId: string) {
  const totp = await trx.deleteFrom('admin_totp').where('admin_id', '=', adminId).returning('confirmed_at').execute();
  const passkeys = await trx.deleteFrom('admin_passkeys').where('admin_id', '=', adminId).returning('id').execute();
  const codes = await trx
    .deleteFrom('admin_recovery_codes')
    .where('admin_id', '=', adminId)
    .returning('used_at')
    .execute();
  return {
    authenticator: totp.some((row) => row.confirmed_at !== null),
    securityKeys: passkeys.length,
    unusedRecoveryCodes: codes.filter((row) => row.used_at === null).length,
  };
}
