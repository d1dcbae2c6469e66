import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Role } from '@prop/contracts/user';
import { sessionCookieName, sessionCookieOptions, viewSessionCookieName } from '@prop/service-kit/session-cookie';
import type { Session, SessionOrigin, SessionStore } from '@prop/service-kit/session-store';
import { signSessionToken } from '@prop/service-kit/session-token';

export interface SessionSettings {
  store: SessionStore;
  secret: string;
  secureCookies: boolean;
}

/** A cookie for the route to set (with a value) or clear (without one). */
export interface SessionCookie {
  name: string;
  value: string;
  options: CookieSerializeOptions;
}

/**
 * The signed cookie that names a session. A remembered trader session outlives the browser (the
 * cookie lasts until the session's absolute end, counted from `now`); any other ends with it.
 */
export function sessionCookieOf(
  settings: Pick<SessionSettings, 'secret' | 'secureCookies'>,
  session: Pick<Session, 'id' | 'userId' | 'role' | 'remember' | 'expiresAt'>,
  now: Date,
): SessionCookie {
  const token = signSessionToken(
    { sub: session.userId, sid: session.id, role: session.role },
    settings.secret,
    new Date(session.expiresAt),
  );
  const maxAge = session.remember ? session.expiresAt - now.getTime() : null;
  return {
    name: sessionCookieName(session.role, settings.secureCookies),
    value: token,
    options: sessionCookieOptions(settings.secureCookies, maxAge),
  };
}

/**
 * The cookie of a view session: signed like a trader's, under its own name (so it replaces no
 * session of the browser), and dropped by the browser when the view ends on its own.
 */
export function viewCookieOf(
  settings: Pick<SessionSettings, 'secret' | 'secureCookies'>,
  view: Pick<Session, 'id' | 'userId' | 'expiresAt'>,
  now: Date,
): SessionCookie {
  const token = signSessionToken(
    { sub: view.userId, sid: view.id, role: 'trader' },
    settings.secret,
    new Date(view.expiresAt),
  );
  return {
    name: viewSessionCookieName(settings.secureCookies),
    value: token,
    options: sessionCookieOptions(settings.secureCookies, view.expiresAt - now.getTime()),
  };
}

export function clearedViewCookieOf(settings: Pick<SessionSettings, 'secureCookies'>) {
  return {
    name: viewSessionCookieName(settings.secureCookies),
    options: sessionCookieOptions(settings.secureCookies, null),
  };
}

/** The cookie that ends a role's session in the browser. */
export function clearedSessionCookieOf(settings: Pick<SessionSettings, 'secureCookies'>, role: Role) {
  return {
    name: sessionCookieName(role, settings.secureCookies),
    options: sessionCookieOptions(settings.secureCookies, null),
  };
}

/** Starts a new server-side session (a fresh id at every sign-in, recording where from) and returns its signed cookie. */
export async function startSession(
  settings: SessionSettings,
  user: { id: string; role: Role; remember: boolean },
  now: Date,
  origin?: SessionOrigin,
): Promise<{ session: Session; cookie: SessionCookie }> {
  const session = await settings.store.create(user.id, user.role, user.remember, now.getTime(), origin);
  return { session, cookie: sessionCookieOf(settings, session, now) };
}
