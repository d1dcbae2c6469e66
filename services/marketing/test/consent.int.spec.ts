import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentChanged, passwordResetRequested, userRegistered, userUpdated } from '@prop/contracts/events/identity';
import { type FakeBrevo, startFakeBrevo } from './fake-brevo.ts';
import { brevoEnv, eventually, startMarketing, type TestMarketing } from './helper.ts';
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher.ts';

describe('only users who consented are copied to the Brevo list', () => {
  let fake: FakeBrevo;
  let smtp: SmtpCatcher;
  let marketing: TestMarketing;
  beforeAll(async () => {
    fake = await startFakeBrevo();
    smtp = await startSmtpCatcher();
    marketing = await startMarketing(brevoEnv(fake, { SMTP_URL: smtp.url }));
  });
  afterAll(async () => {
    await marketing.close();
    await fake.close();
    await smtp.close();
  });

  const newProfile = () => {
    const userId = randomUUID();
    return { userId, email: `ada.${userId}@example.com`, firstName: 'Ada', lastName: 'Lovelace', country: null };
  };
  const copyOf = (userId: string) =>
    marketing.deps.db.selectFrom('contacts').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const pushesOf = (email: string) =>
    fake
      .requests({ method: 'POST', path: '/v3/contacts' })
      .filter((request) => (request.body as { email: string }).email === email);

  it('keeps a registered user without consent here only, then adds and removes them as they choose', async () => {
    const profile = newProfile();
    await marketing.publish(userRegistered, profile);
    await marketing.publish(userUpdated, { ...profile, firstName: 'Augusta' });
    await eventually(async () => expect((await copyOf(profile.userId))?.first_name).toBe('Augusta'));
    // The update's consumer has run after the registration's: neither told Brevo anything.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(pushesOf(profile.email)).toEqual([]);
    expect(fake.contact(profile.email)).toBeUndefined();

    await marketing.consent({ ...profile, firstName: 'Augusta' }, true);
    await eventually(async () => expect(fake.contact(profile.email)?.listIds.has(fake.listId)).toBe(true));
    expect(await copyOf(profile.userId)).toMatchObject({ marketing_consent: true, consent_at: expect.any(Date) });

    await marketing.consent({ ...profile, firstName: 'Augusta' }, false);
    await eventually(async () => expect(fake.contact(profile.email)?.listIds.has(fake.listId)).toBe(false));
    expect(fake.requests({ path: `/v3/contacts/lists/${fake.listId}/contacts/remove` }).at(-1)?.body).toEqual({
      emails: [profile.email],
    });
    expect((await copyOf(profile.userId))?.marketing_consent).toBe(false);

    // A change of a user who said no stays here.
    const before = pushesOf(profile.email).length;
    await marketing.publish(userUpdated, { ...profile, firstName: 'Ada' });
    await eventually(async () => expect((await copyOf(profile.userId))?.first_name).toBe('Ada'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(pushesOf(profile.email)).toHaveLength(before);
  });

  it('keeps the newer choice when an older one arrives late', async () => {
    const profile = newProfile();
    await marketing.publish(userRegistered, profile);
    const later = new Date();
    const earlier = new Date(later.getTime() - 60_000);
    await marketing.publish(consentChanged, { ...profile, marketingConsent: false, at: later.toISOString() });
    await marketing.publish(consentChanged, { ...profile, marketingConsent: true, at: earlier.toISOString() });
    await eventually(async () => expect((await copyOf(profile.userId))?.consent_at).toEqual(later));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await copyOf(profile.userId))?.marketing_consent).toBe(false);
    expect(fake.contact(profile.email)).toBeUndefined();
  });

  it("'sync all' pushes only the users who consented", async () => {
    const [consenting] = await marketing.seedContacts(1);
    const declined = newProfile();
    await marketing.publish(userRegistered, declined);
    await eventually(async () => expect(await copyOf(declined.userId)).toBeDefined());

    const started = await marketing.app.inject({
      method: 'POST',
      url: '/api/admin/brevo/sync',
      headers: marketing.admin(),
    });
    expect(started.statusCode).toBe(202);
    await eventually(async () => expect(fake.contact(consenting?.email ?? '')).toBeDefined());
    await eventually(async () => {
      const progress = (
        await marketing.app.inject({ method: 'GET', url: '/api/admin/brevo/sync', headers: marketing.admin() })
      ).json().sync;
      expect(progress.status).toBe('finished');
    });
    expect(fake.contact(declined.email)).toBeUndefined();
  });
});

describe('transactional e-mail through Brevo', () => {
  let fake: FakeBrevo;
  let marketing: TestMarketing;
  beforeAll(async () => {
    fake = await startFakeBrevo();
    marketing = await startMarketing(brevoEnv(fake, { BREVO_SENDER_EMAIL: 'support@prop.example' }));
  });
  afterAll(async () => {
    await marketing.close();
    await fake.close();
  });

  it('sends with an idempotency key, so a send retried after a lost answer is delivered once', async () => {
    const email = `admin.${randomUUID()}@example.com`;
    fake.loseNextEmailAnswers(1);
    await marketing.publish(passwordResetRequested, {
      userId: randomUUID(),
      role: 'admin',
      email,
      firstName: 'Grace',
      token: 'tok-admin',
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    });
    const posts = () =>
      fake
        .requests({ method: 'POST', path: '/v3/smtp/email' })
        .filter((request) => (request.body as { to: { email: string }[] }).to[0]?.email === email);
    await eventually(async () => expect(posts().length).toBeGreaterThanOrEqual(2));
    const keys = posts().map(
      (request) => (request.body as { headers: { idempotencyKey: string } }).headers.idempotencyKey,
    );
    expect(new Set(keys).size).toBe(1);
    const delivered = fake.sentEmails().filter((body) => (body as { to: { email: string }[] }).to[0]?.email === email);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({
      sender: { email: 'support@prop.example', name: 'Support Team' },
      to: [{ email, name: 'Grace' }],
      subject: 'Reset your password',
      htmlContent: expect.stringContaining('http://127.0.0.1:8080/admin/reset-password?token=tok-admin'),
    });
  });
});
