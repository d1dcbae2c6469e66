import { AUTH_MESSAGES } from '@prop/contracts/errors';
import { unauthorized } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import { findAdminByEmail } from '../db/admins.ts';
import type { AdminRow } from '../db/types.ts';
import { checkPassword } from '../domain/passwords.ts';

/**
 * The admin these credentials belong to; 401 'Invalid credentials' otherwise, the same answer (and,
 * through checkPassword, the same work) whether the email or the password was wrong.
 */
export async function adminWithPassword(ctx: IdentityContext, email: string, password: string): Promise<AdminRow> {
  const admin = await findAdminByEmail(ctx.db, email);
  if (!(await checkPassword(admin?.password_hash, password)) || !admin) {
    throw unauthorized(AUTH_MESSAGES.adminInvalidCredentials);
  }
  return admin;
}
