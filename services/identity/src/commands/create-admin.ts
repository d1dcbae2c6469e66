import { AUTH_MESSAGES } from '@prop/contracts/errors';
import { SYSTEM_AUDIT_ACTORS } from '@prop/contracts/audit';
import { systemActor } from '@prop/service-kit/actor';
import { type CommandRuntime, runCommand } from '@prop/service-kit/command';
import { badRequest, conflict } from '@prop/service-kit/errors';
import { ensureAdmin } from '../db/admins.ts';
import type { IdentityDb } from '../db/types.ts';
import { isTooCommonPassword } from '../domain/password-strength.ts';
import { hashPassword } from '../domain/passwords.ts';

/**
 * An operator creates an admin from the command line (the first one of a new installation):
 * refused for a password the sign-up would refuse as too common, or an e-mail an admin already
 * has; audited under the command line's system actor, as no admin is signed in to name.
 */
export async function createAdmin(
  runtime: CommandRuntime<IdentityDb>,
  input: { email: string; name: string; password: string },
): Promise<string> {
  if (isTooCommonPassword(input.password)) throw badRequest(AUTH_MESSAGES.passwordTooCommon);
  const passwordHash = await hashPassword(input.password);
  return runCommand(runtime, systemActor('cli'), async ({ trx, audit }) => {
    const id = await ensureAdmin(trx, { email: input.email, passwordHash, name: input.name });
    if (!id) throw conflict(AUTH_MESSAGES.emailTaken);
    await audit(
      {
        action: 'admin.created',
        target: { type: 'admin', id },
        before: null,
        after: { email: input.email, name: input.name },
      },
      SYSTEM_AUDIT_ACTORS.cli,
    );
    return id;
  });
}
