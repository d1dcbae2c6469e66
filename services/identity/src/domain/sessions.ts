import type { FastifyReply } from 'fastify';
import type { Role } from '@prop/contracts/user';
import { sessionCookieName, sessionCookieOptions } from '@prop/service-kit/session-cookie';
import type { Session, SessionStore } from '@prop/service-kit/session-store';
import { signSessionToken } from '@prop/service-kit/session-token';

export interface SessionSettings {
  store: SessionStore;
  secret: string;
  secureCookies: boolean;
}

/**
 * Starts a new server-side session (a fresh id at every sign-in) and sets its signed cookie.
 * A remembered trader session outlives the browser; any other session cookie ends with it.
 */
export async function startSession(
  reply: FastifyReply,
  settings: SessionSettings,
  user: { id: string; role: Role; remember: boolean },
): Promise<Session> {
  const session = await settings.store.create(user.id, user.role, user.remember);
  const token = signSessionToken(
    { sub: user.id, sid: session.id, role: user.role },
    settings.secret,
    new Date(session.expiresAt),
  );
  const maxAge = user.remember ? session.expiresAt - Date.now() : null;
  reply.setCookie(
    sessionCookieName(user.role, settings.secureCookies),
    token,
    sessionCookieOptions(settings.secureCookies, maxAge),
  );
  return session;
}

export function clearSessionCookie(reply: FastifyReply, settings: SessionSettings, role: Role): void {
  reply.clearCookie(
    sessionCookieName(role, settings.secureCookies),
    sessionCookieOptions(settings.secureCookies, null),
  );
}
