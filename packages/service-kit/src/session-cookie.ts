import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Role } from '@prop/contracts/user';

/**
 * Trader and admin sessions live in separate cookies, so signing in to one area never
 * grants the other. Behind TLS the names take the __Host- prefix (Secure, Path=/, no Domain).
 */
export function sessionCookieName(role: Role, secure: boolean): string {
  const name = role === 'admin' ? 'prop_admin_session' : 'prop_session';
  return secure ? `__Host-${name}` : name;
}

/**
 * The cookie of a view session ("view as trader", docs/decisions/015): its own name, so starting a
 * view replaces no session of the browser, and ending it hands the trader area back as it was.
 */
export function viewSessionCookieName(secure: boolean): string {
  return secure ? '__Host-prop_view_session' : 'prop_view_session';
}

export function sessionCookieOptions(secure: boolean, maxAgeMs: number | null): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    ...(maxAgeMs === null ? {} : { maxAge: Math.floor(maxAgeMs / 1000) }),
  };
}
