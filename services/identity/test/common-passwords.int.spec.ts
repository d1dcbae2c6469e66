import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentity, validRegistration } from './helper.ts';

const TOO_COMMON = { message: 'This password is too common. Choose one that is harder to guess.' };

describe('common passwords', () => {
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  beforeAll(async () => {
    identity = await startIdentity();
  });
  afterAll(() => identity.close());

  it.each(['password', 'password123', 'qwertyuiop'])(
    'refuses to register with %j and keeps no account',
    async (password) => {
      const registration = validRegistration({ password, confirmPassword: password });
      const response = await identity.app.inject({ method: 'POST', url: '/api/register', payload: registration });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(TOO_COMMON);
      const stored = await identity.deps.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', registration.email)
        .executeTakeFirst();
      expect(stored).toBeUndefined();
    },
  );

  it('still answers the spec message for a short password before judging how common it is', async () => {
    const response = await identity.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: validRegistration({ password: 'abc123', confirmPassword: 'abc123' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Password must be at least 8 characters' });
  });

  it('refuses a common new password and keeps the current one', async () => {
    const { registration, headers } = await identity.registerAndLogin();
    const change = (newPassword: string) =>
      identity.app.inject({
        method: 'PUT',
        url: '/api/user/password',
        headers,
        payload: { currentPassword: registration.password, newPassword },
      });

    for (const common of ['password', 'qwertyuiop', 'abcdef']) {
      const refused = await change(common);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(TOO_COMMON);
    }
    const login = (password: string) =>
      identity.app.inject({ method: 'POST', url: '/api/login', payload: { email: registration.email, password } });
    expect((await login(registration.password)).statusCode).toBe(200);
    expect((await login('password')).statusCode).toBe(401);
  });

  it('accepts the demo passwords', async () => {
    for (const password of ['TraderDemo!2026', 'AdminDemo!2026']) {
      const response = await identity.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: validRegistration({ password, confirmPassword: password }),
      });
      expect(response.statusCode).toBe(201);
    }
  });
});
