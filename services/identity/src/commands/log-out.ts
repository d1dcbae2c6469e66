import type { Actor } from '@prop/service-kit/actor';
import type { IdentityContext } from '../context.ts';
import { endSession } from './end-sessions.ts';

/** Ends the caller's session, if there is one; signing out without one is fine too. */
export async function logOut(ctx: IdentityContext, actor: Actor, sessionId: string | null): Promise<void> {
  if (sessionId) await endSession(ctx, actor, sessionId);
}
