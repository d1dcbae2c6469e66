import type { Kysely } from 'kysely';
import type { IdentityConfig } from '../config.ts';
import { ensureAdmin } from '../db/admins.ts';
import { findUserByEmail, insertUser } from '../db/users.ts';
import type { IdentityDb } from '../db/types.ts';
import { hashPassword } from './passwords.ts';

/** Creates the demo admin and trader when missing; existing accounts are left as they are. */
export async function seedDemoAccounts(db: Kysely<IdentityDb>, config: IdentityConfig): Promise<string[]> {
  const created: string[] = [];
  const adminCreated = await ensureAdmin(db, {
    email: config.SEED_ADMIN_EMAIL,
    passwordHash: await hashPassword(config.SEED_ADMIN_PASSWORD),
    name: 'Demo Admin',
  });
  if (adminCreated) created.push(config.SEED_ADMIN_EMAIL);
  if (!(await findUserByEmail(db, config.SEED_TRADER_EMAIL))) {
    const passwordHash = await hashPassword(config.SEED_TRADER_PASSWORD);
    await db.transaction().execute((trx) =>
      insertUser(trx, {
        email: config.SEED_TRADER_EMAIL,
        passwordHash,
        firstName: 'Demo',
        lastName: 'Trader',
        phoneNumber: '+31 20 123 4567',
        dateOfBirth: '1990-01-15',
        address: 'Damrak 1',
        city: 'Amsterdam',
        postalCode: '1012 LG',
        country: 'Netherlands',
      }),
    );
    created.push(config.SEED_TRADER_EMAIL);
  }
  return created;
}
