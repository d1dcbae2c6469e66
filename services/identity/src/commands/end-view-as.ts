import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import type { IdentityContext } from '../context.ts';
import { announceSessionsEnded } from './end-sessions.ts';

/** Why a view ended, as its audit entry says. */
export type ViewEnd = 'ended by the admin' | 'admin signed out' | 'admin disabled';

/**
 * Ends one view session and records it against the admin who viewed (or, when an owner disabled
 * them, the owner): the view's sockets close on sessions.ended. A view already gone is left as it is.
 */
export async function endView(ctx: IdentityContext, actor: Actor, viewId: string, cause: ViewEnd): Promise<void> {
  const ended = await ctx.sessions.store.revoke(viewId);
  if (!ended?.viewer) return;
  await runCommand(ctx.runtime, actor, async ({ audit }) => {
    await audit({
      action: 'user.view_ended',
      target: { type: 'user', id: ended.userId },
      before: null,
      after: { cause },
    });
  });
  await announceSessionsEnded(ctx, actor, ended.userId, [ended.id]);
}

/** Ends the live views an admin opened: from one of their sessions (its sign-out), or from any (their disabling). */
export async function endViewsOf(
  ctx: IdentityContext,
  actor: Actor,
  admin: { id: string; sessionId?: string },
  cause: ViewEnd,
): Promise<void> {
  const views = await ctx.sessions.store.viewsOf(admin.id, ctx.runtime.clock.now().getTime());
  for (const view of views) {
    if (!admin.sessionId || view.viewer?.adminSessionId === admin.sessionId) await endView(ctx, actor, view.id, cause);
  }
}
