import type { IdentityContext } from '../context.ts';

/** Ends the caller's session, if there is one; signing out without one is fine too. */
export async function logOut(ctx: IdentityContext, sessionId: string | null): Promise<void> {
  if (sessionId) await ctx.sessions.store.revoke(sessionId);
}
