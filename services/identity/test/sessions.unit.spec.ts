import { describe, expect, it } from 'vitest';
import { verifySessionToken } from '@prop/service-kit/session-token';
import { clearedSessionCookieOf, sessionCookieOf } from '../src/domain/sessions.ts';

const settings = { secret: 'a-test-secret-of-enough-length-0123456789', secureCookies: false };
const now = new Date('2026-11-24T12:00:00Z');
const session = (overrides: { role?: 'trader' | 'admin'; remember?: boolean } = {}) => ({
  id: 'session-1',
  userId: '6f1c2d7e-0000-4000-8000-000000000001',
  role: overrides.role ?? ('trader' as const),
  remember: overrides.remember ?? false,
  expiresAt: now.getTime() + 12 * 60 * 60 * 1000,
});

describe('the cookie that names a session', () => {
  it('carries a token signed for the session, its user and its role', () => {
    const cookie = sessionCookieOf(settings, session(), now);
    expect(cookie.name).toBe('prop_session');
    expect(verifySessionToken(cookie.value, settings.secret, 'trader')).toMatchObject({
      sub: session().userId,
      sid: 'session-1',
      role: 'trader',
    });
  });

  it('ends with the browser unless the trader asked to be remembered', () => {
    expect(sessionCookieOf(settings, session(), now).options.maxAge).toBeUndefined();
    expect(sessionCookieOf(settings, session({ role: 'admin' }), now).options.maxAge).toBeUndefined();
  });

  it('given a remembered session, lasts from now until the session ends', () => {
    const cookie = sessionCookieOf(settings, session({ remember: true }), now);
    expect(cookie.options.maxAge).toBe(12 * 60 * 60);
  });

  it('names the admin cookie apart, with the __Host- prefix behind TLS', () => {
    const secure = { ...settings, secureCookies: true };
    expect(sessionCookieOf(secure, session({ role: 'admin' }), now).name).toBe('__Host-prop_admin_session');
    expect(clearedSessionCookieOf(secure, 'trader')).toMatchObject({ name: '__Host-prop_session' });
  });
});
