import { adminInvited } from '@prop/contracts/events/identity';
import { AUTH_MESSAGES } from '@prop/contracts/errors';
import { ADMIN_MANAGEMENT_MESSAGES } from '@prop/contracts/admins';
import type { AdminRole } from '@prop/contracts/staff-roles';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { conflict, forbidden } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import { insertInvitedAdmin, lockActiveOwners } from '../db/managed-admins.ts';
import { issueLink } from './issue-link.ts';
import { managerIdOf } from './admin-change.ts';

/**
 * An owner invites an admin by e-mail: the admin exists at once with their roles but no password,
 * and marketing e-mails them a week-long single-use link to choose one (admin.invited). Signing in
 * is impossible until they have.
 */
export async function inviteAdmin(
  ctx: IdentityContext,
  actor: Actor,
  input: { email: string; firstName: string; lastName: string; roles: AdminRole[] },
): Promise<string> {
  const managerId = managerIdOf(actor);
  return runCommand(ctx.runtime, actor, async (scope) => {
    const { trx, now, emit, audit } = scope;
    // Only active owners are locked: the inviter is one of them, or may not invite.
    const inviter = (await lockActiveOwners(trx)).find((owner) => owner.id === managerId);
    if (!inviter) throw forbidden(ADMIN_MANAGEMENT_MESSAGES.ownerOnly);
    const name = `${input.firstName} ${input.lastName}`;
    const id = await insertInvitedAdmin(trx, { email: input.email, name, roles: input.roles }, now);
    if (!id) throw conflict(AUTH_MESSAGES.emailTaken);
    const link = await issueLink(scope, 'admin_invitation', { role: 'admin', id });
    await emit(adminInvited, {
      userId: id,
      role: 'admin',
      email: input.email,
      firstName: input.firstName,
      token: link.token,
      expiresAt: link.expiresAt.toISOString(),
      invitedBy: inviter.name,
    });
    await audit({
      action: 'admin.invited',
      target: { type: 'admin', id },
      before: null,
      after: { email: input.email, name, roles: input.roles },
    });
    return id;
  });
}
