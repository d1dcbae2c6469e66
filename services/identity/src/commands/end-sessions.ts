import { PRIVACY_MESSAGES } from '@prop/contracts/privacy';
import { sessionsEnded } from '@prop/contracts/events/identity';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { notFound } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import { publicSessionId } from '../domain/trader-sessions.ts';

/**
 * Tells the gateway which sessions ended, so it closes their sockets at once. The sessions are
 * revoked in Redis before this runs: they stop working even if the event were lost, and the
 * gateway's periodic sweep would then close the sockets a little later.
 */
export async function announceSessionsEnded(
  ctx: IdentityContext,
  actor: Actor,
  userId: string,
  sessionIds: readonly string[],
): Promise<void> {
  if (sessionIds.length === 0) return;
  await runCommand(ctx.runtime, actor, async ({ emit }) => {
    await emit(sessionsEnded, { userId, sessionIds: [...sessionIds] });
  });
}

/** Ends one session (signing out); ending one that is already gone is fine. */
export async function endSession(ctx: IdentityContext, actor: Actor, sessionId: string): Promise<void> {
  const ended = await ctx.sessions.store.revoke(sessionId);
  if (ended) await announceSessionsEnded(ctx, actor, ended.userId, [ended.id]);
}

/** A trader ends one of their own sessions by its public id; 404 when they have no such live session. */
export async function endTraderSession(
  ctx: IdentityContext,
  actor: Actor,
  options: { userId: string; publicId: string },
): Promise<{ sessionId: string }> {
  const sessions = await ctx.sessions.store.listForUser(options.userId, ctx.runtime.clock.now().getTime());
  const session = sessions.find((each) => publicSessionId(each.id) === options.publicId);
  if (!session) throw notFound(PRIVACY_MESSAGES.sessionNotFound);
  await endSession(ctx, actor, session.id);
  return { sessionId: session.id };
}

/** Ends every session of the user ("sign out everywhere", a new password, deletion). */
export async function endAllSessions(ctx: IdentityContext, actor: Actor, userId: string): Promise<void> {
  const ended = await ctx.sessions.store.revokeAllForUser(userId);
  await announceSessionsEnded(ctx, actor, userId, ended);
}
