import { userRegistered } from '@prop/contracts/events/identity';
import { systemActor } from '@prop/service-kit/actor';
import { type CommandRuntime, runCommand } from '@prop/service-kit/command';
import type { IdentityConfig } from '../config.ts';
import { markEmailVerified } from '../db/accounts.ts';
import { ensureAdmin } from '../db/admins.ts';
import { findUserByEmail, insertUser } from '../db/users.ts';
import type { IdentityDb } from '../db/types.ts';
import { hashPassword } from '../domain/passwords.ts';
import { toEventProfile } from '../domain/user-view.ts';

type SeedConfig = Pick<
  IdentityConfig,
  'SEED_ADMIN_EMAIL' | 'SEED_ADMIN_PASSWORD' | 'SEED_TRADER_EMAIL' | 'SEED_TRADER_PASSWORD'
>;

/** Creates the demo admin and trader when missing; existing accounts are left as they are. */
export async function seedDemoAccounts(runtime: CommandRuntime<IdentityDb>, config: SeedConfig): Promise<string[]> {
  const adminPasswordHash = await hashPassword(config.SEED_ADMIN_PASSWORD);
  const traderPasswordHash = await hashPassword(config.SEED_TRADER_PASSWORD);
  return runCommand(runtime, systemActor('identity-seed'), async ({ trx, now, emit }) => {
    const created: string[] = [];
    const adminId = await ensureAdmin(trx, {
      email: config.SEED_ADMIN_EMAIL,
      passwordHash: adminPasswordHash,
      name: 'Demo Admin',
    });
    if (adminId) created.push(config.SEED_ADMIN_EMAIL);
    if (!(await findUserByEmail(trx, config.SEED_TRADER_EMAIL))) {
      const trader = {
        email: config.SEED_TRADER_EMAIL,
        passwordHash: traderPasswordHash,
        firstName: 'Demo',
        lastName: 'Trader',
        phoneNumber: '+31 20 123 4567',
        dateOfBirth: '1990-01-15',
        address: 'Damrak 1',
        city: 'Amsterdam',
        postalCode: '1012 LG',
        country: 'Netherlands',
      };
      // The email is free here, unless another seed inserted it meanwhile: then it stays theirs.
      const row = await insertUser(trx, trader, now);
      // The demo trader may withdraw and pay by card at once: their address counts as verified.
      // Announced like any registration, so the other services (accounts' links) know them.
      if (row) {
        await markEmailVerified(trx, row.id, now);
        await emit(userRegistered, toEventProfile(row));
        created.push(config.SEED_TRADER_EMAIL);
      }
    }
    return created;
  });
}
