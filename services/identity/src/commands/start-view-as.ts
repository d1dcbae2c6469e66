import { VIEW_AS_MESSAGES, type ViewAs } from '@prop/contracts/view-as';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { notFound } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import { findUserById } from '../db/users.ts';
import { type SessionCookie, viewCookieOf } from '../domain/sessions.ts';
import { sessionOriginOf } from '../domain/trader-sessions.ts';
import { toViewAs } from '../domain/view-as.ts';

/**
 * An admin starts a read-only view of a trader's area (docs/decisions/015): a view session of the
 * trader, tied to the admin session that asked, lasting the configured time at most, and audited
 * with the reason. A view whose audit entry cannot be written is ended at once: none goes unrecorded.
 */
export async function startViewAs(
  ctx: IdentityContext,
  actor: Actor,
  options: {
    admin: { id: string; sessionId: string };
    userId: string;
    reason: string;
    client: { address: string | null; userAgent: string };
  },
): Promise<{ cookie: SessionCookie; view: ViewAs }> {
  const user = await findUserById(ctx.db, options.userId);
  if (!user) throw notFound(VIEW_AS_MESSAGES.userNotFound);
  const now = ctx.runtime.clock.now();
  const session = await ctx.sessions.store.createView(
    user.id,
    { adminId: options.admin.id, adminSessionId: options.admin.sessionId },
    ctx.viewAsLifetimeMs,
    now.getTime(),
    sessionOriginOf(options.client),
  );
  const view = toViewAs(user, session);
  try {
    await runCommand(ctx.runtime, actor, async ({ audit }) => {
      await audit({
        action: 'user.view_started',
        target: { type: 'user', id: user.id },
        before: null,
        after: { reason: options.reason, expiresAt: view.expiresAt },
      });
    });
  } catch (error) {
    await ctx.sessions.store.revoke(session.id);
    throw error;
  }
  return { cookie: viewCookieOf(ctx.sessions, session, now), view };
}
