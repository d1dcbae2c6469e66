import type { FastifyRequest } from 'fastify';
import type { Role } from '@prop/contracts/user';
import type { Caller } from '@prop/service-kit/caller';
import { sessionCookieName } from '@prop/service-kit/session-cookie';
import type { Session, SessionStore } from '@prop/service-kit/session-store';
import { verifySessionToken } from '@prop/service-kit/session-token';

export interface SessionCheckOptions {
  store: SessionStore;
  secret: string;
  secureCookies: boolean;
}

/** A stored session belongs to the caller only when it matches the signed claims exactly. */
export function sessionMatches(session: Session | null, caller: Omit<Caller, 'sessionId'>): session is Session {
  return session !== null && session.userId === caller.userId && session.role === caller.role;
}

/**
 * Resolves the caller from the role's session cookie: the signed token must verify (HS256,
 * issuer, audience, expiry) and name a live server-side session of the same user and role, so a
 * logged-out or revoked session stops working at once. Touching restarts the idle timer.
 */
export function createSessionCheck(options: SessionCheckOptions) {
  return async function resolveCaller(request: FastifyRequest, role: Role): Promise<Caller | null> {
    const token = request.cookies[sessionCookieName(role, options.secureCookies)];
    if (!token) return null;
    const claims = verifySessionToken(token, options.secret, role);
    if (!claims) return null;
    const session = await options.store.touch(claims.sid);
    if (!sessionMatches(session, { userId: claims.sub, role })) return null;
    return { userId: session.userId, role, sessionId: session.id };
  };
}

export type ResolveCaller = ReturnType<typeof createSessionCheck>;
