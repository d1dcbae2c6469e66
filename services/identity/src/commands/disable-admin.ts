import type { Actor } from '@prop/service-kit/actor';
import type { IdentityContext } from '../context.ts';
import { updateManagedAdmin } from '../db/managed-admins.ts';
import { adminStatus } from '../domain/admin-rules.ts';
import { runAdminChange } from './admin-change.ts';
import { endAllSessions } from './end-sessions.ts';
import { endViewsOf } from './end-view-as.ts';

/**
 * An owner disables another admin: sign-in refuses them from the commit on, and every session of
 * theirs ends right after it, views as a trader included (the gateway closes their sockets on sessions.ended).
 */
export async function disableAdmin(ctx: IdentityContext, actor: Actor, adminId: string): Promise<void> {
  await runAdminChange(ctx, actor, { targetId: adminId, change: { kind: 'disable' } }, async (scope, target) => {
    await updateManagedAdmin(scope.trx, adminId, { disabled_at: scope.now });
    await scope.audit({
      action: 'admin.disabled',
      target: { type: 'admin', id: adminId },
      before: { status: adminStatus(target) },
      after: { status: 'disabled' },
    });
  });
  await endViewsOf(ctx, actor, { id: adminId }, 'admin disabled');
  await endAllSessions(ctx, actor, adminId);
}
