import type { Actor } from '@prop/service-kit/actor';
import type { IdentityContext } from '../context.ts';
import { updateManagedAdmin } from '../db/managed-admins.ts';
import { adminStatus } from '../domain/admin-rules.ts';
import { runAdminChange } from './admin-change.ts';

/** An owner lets a disabled admin sign in again (with the password and second factor they had). */
export function enableAdmin(ctx: IdentityContext, actor: Actor, adminId: string): Promise<void> {
  return runAdminChange(ctx, actor, { targetId: adminId, change: { kind: 'enable' } }, async (scope, target) => {
    const after = { ...target, disabled_at: null };
    await updateManagedAdmin(scope.trx, adminId, { disabled_at: null });
    await scope.audit({
      action: 'admin.enabled',
      target: { type: 'admin', id: adminId },
      before: { status: 'disabled' },
      after: { status: adminStatus(after) },
    });
  });
}
