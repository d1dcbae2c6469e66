import { emailVerificationRequested } from '@prop/contracts/events/identity';
import type { CommandScope } from '@prop/service-kit/command';
import type { IdentityDb, UserRow } from '../db/types.ts';
import { issueLink } from './issue-link.ts';

/** Inside a command: a new verification link for the trader, e-mailed by marketing; older links are void. */
export async function sendVerificationLink(
  scope: CommandScope<IdentityDb>,
  user: UserRow,
  reason: 'registered' | 'resent',
): Promise<void> {
  const issued = await issueLink(scope, 'email_verification', { role: 'trader', id: user.id });
  await scope.emit(emailVerificationRequested, {
    userId: user.id,
    role: 'trader',
    email: user.email,
    firstName: user.first_name,
    token: issued.token,
    expiresAt: issued.expiresAt.toISOString(),
    reason,
  });
}
