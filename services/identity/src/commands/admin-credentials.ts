import { AUTH_MESSAGES } from '@prop/contracts/errors';
import { unauthorized } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import { findAdminByEmail } from '../db/admins.ts';
import type { AdminRow } from '../db/types.ts';
import { adminStatus } from '../domain/admin-rules.ts';
import { checkPassword } from '../domain/passwords.ts';

/**
 * The admin these credentials belong to; 401 'Invalid credentials' otherwise, the same answer (and,
 * through checkPassword, the same work) whether the email or the password was wrong, the admin is
 * still invited (no password yet) or disabled. A disabled admin's password may be known to whoever
 * left or took it: telling them it was right and the account merely disabled helps only them.
 */
export async function adminWithPassword(ctx: IdentityContext, email: string, password: string): Promise<AdminRow> {
  const admin = await findAdminByEmail(ctx.db, email);
  const matches = await checkPassword(admin?.password_hash ?? undefined, password);
  if (!matches || !admin || adminStatus(admin) !== 'active') {
    throw unauthorized(AUTH_MESSAGES.adminInvalidCredentials);
  }
  return admin;
}
