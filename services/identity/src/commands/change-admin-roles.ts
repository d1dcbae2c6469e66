import type { AdminRole } from '@prop/contracts/staff-roles';
import type { Actor } from '@prop/service-kit/actor';
import type { IdentityContext } from '../context.ts';
import { updateManagedAdmin } from '../db/managed-admins.ts';
import { runAdminChange } from './admin-change.ts';

/**
 * An owner sets an admin's roles (their own included, as long as an active owner remains). The
 * admin's live sessions hold the new roles from their next request on: the gateway reads what is
 * published right after the commit (docs/decisions/014).
 */
export async function changeAdminRoles(
  ctx: IdentityContext,
  actor: Actor,
  options: { adminId: string; roles: AdminRole[] },
): Promise<void> {
  const { adminId, roles } = options;
  await runAdminChange(ctx, actor, { targetId: adminId, change: { kind: 'roles', roles } }, async (scope, target) => {
    await updateManagedAdmin(scope.trx, adminId, { roles });
    await scope.audit({
      action: 'admin.roles_changed',
      target: { type: 'admin', id: adminId },
      before: { roles: target.roles },
      after: { roles },
    });
  });
  await ctx.adminRoles.publish(adminId);
}
