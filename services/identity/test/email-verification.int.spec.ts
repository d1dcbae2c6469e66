import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_VERIFIED_SUBJECT } from '@prop/contracts/email-verification';
import { emailVerificationRequested } from '@prop/contracts/events/identity';
import { subjectFor } from '@prop/service-kit/nats';
import { startIdentity, validRegistration } from './helper.ts';
import { lastEventData } from './sent-events.ts';

const INVALID = { message: 'This verification link is invalid or has expired.' };

describe('e-mail verification', () => {
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  beforeAll(async () => {
    identity = await startIdentity();
  });
  afterAll(() => identity.close());

  const verify = (token: string) =>
    identity.app.inject({ method: 'POST', url: '/api/email/verify', payload: { token } });
  const resend = (headers: Record<string, string>) =>
    identity.app.inject({ method: 'POST', url: '/api/email/verification', headers });
  const isVerified = async (headers: Record<string, string>) =>
    (await identity.app.inject({ method: 'GET', url: '/api/user', headers })).json().emailVerified;
  /** What identity tells payouts and billing about the trader. */
  const ask = async (userId: string) =>
    (
      await identity.deps.nats.nc.request(
        subjectFor(identity.config.NAMESPACE, EMAIL_VERIFIED_SUBJECT),
        JSON.stringify({ userId }),
        { timeout: 3000 },
      )
    ).json();

  async function sentLink(userId: string) {
    const sent = await lastEventData(identity, emailVerificationRequested);
    if (sent?.userId !== userId) throw new Error('no verification link was sent');
    return sent;
  }

  it('registers as the spec says, and sends a verification link in the same step', async () => {
    const registration = validRegistration();
    const registered = await identity.app.inject({ method: 'POST', url: '/api/register', payload: registration });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({ message: 'Account created', user: { emailVerified: false } });
    const userId = registered.json().user.id;

    const sent = await sentLink(userId);
    expect(sent).toMatchObject({ role: 'trader', email: registration.email, firstName: 'Ada', reason: 'registered' });
    expect(Date.parse(sent.expiresAt) - Date.now()).toBeGreaterThan(6 * 24 * 3600_000);
    const signIn = await identity.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: registration.email, password: registration.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(await isVerified(identity.callerFor(signIn))).toBe(false);
  });

  it('verifies the address by the link, once, and tells payouts and billing', async () => {
    const { user, headers } = await identity.registerAndLogin();
    const { token } = await sentLink(user.id);
    expect(await ask(user.id)).toEqual({ found: true, verified: false });
    const verifiedBefore = await identity.eventCount('identity.email.verified');

    const verified = await verify(token);

    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: 'Your e-mail address is verified.' });
    expect(await isVerified(headers)).toBe(true);
    expect(await ask(user.id)).toEqual({ found: true, verified: true });
    expect(await identity.eventCount('identity.email.verified')).toBe(verifiedBefore + 1);
    expect((await verify(token)).json()).toEqual(INVALID);
    expect(await ask(randomUUID())).toEqual({ found: false });
  });

  it('sends a new link on request, which voids the older one; none once verified', async () => {
    const { user, headers } = await identity.registerAndLogin();
    const older = (await sentLink(user.id)).token;

    const resent = await resend(headers);
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toEqual({ message: 'We have sent you a new verification link.' });
    const newer = await sentLink(user.id);
    expect(newer.reason).toBe('resent');

    expect((await verify(older)).json()).toEqual(INVALID);
    expect((await verify(newer.token)).statusCode).toBe(200);
    const again = await resend(headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Your e-mail address is already verified.' });
    expect((await resend({})).statusCode).toBe(401);
  });

  it('refuses an unknown link and an expired one', async () => {
    const { user, headers } = await identity.registerAndLogin();
    const { token } = await sentLink(user.id);
    expect((await verify('no-such-token-was-ever-sent')).json()).toEqual(INVALID);
    await identity.deps.db
      .updateTable('one_time_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await verify(token)).json()).toEqual(INVALID);
    expect(await isVerified(headers)).toBe(false);
  });

  it('seeds the demo trader verified, so the demo can withdraw and pay by card', async () => {
    const signIn = await identity.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: identity.config.SEED_TRADER_EMAIL, password: identity.config.SEED_TRADER_PASSWORD },
    });
    expect(await isVerified(identity.callerFor(signIn))).toBe(true);
  });
});
