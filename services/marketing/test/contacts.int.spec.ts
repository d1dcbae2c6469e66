import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDeleted, userRegistered, userUpdated } from '@prop/contracts/events/identity';
import { ticketReplied } from '@prop/contracts/events/support';
import { MARKETING_SERVER_MESSAGES } from '@prop/contracts/marketing';
import { type FakeBrevo, startFakeBrevo } from './fake-brevo.ts';
import { brevoEnv, eventually, startMarketing, type TestMarketing } from './helper.ts';

describe('Brevo contacts kept from identity events and set by the admin', () => {
  let fake: FakeBrevo;
  let marketing: TestMarketing;
  beforeAll(async () => {
    fake = await startFakeBrevo();
    marketing = await startMarketing(
      brevoEnv(fake, { BREVO_SENDER_EMAIL: 'support@prop.example', PUBLIC_APP_URL: 'https://app.prop.example' }),
    );
  });
  afterAll(async () => {
    await marketing.close();
    await fake.close();
  });

  const newProfile = () => {
    const userId = randomUUID();
    return {
      userId,
      email: `ada.${userId}@example.com`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      country: 'United Kingdom',
    };
  };
  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers = marketing.admin()) =>
    marketing.app.inject({ method, url, headers });
  const auditActions = async () => {
    const rows = await marketing.deps.db
      .selectFrom('outbox')
      .select('envelope')
      .where('subject', '=', 'marketing.audit.recorded')
      .orderBy('created_at')
      .execute();
    return rows.map((row) => (row.envelope as { data: { action: string; target: { id: string } } }).data);
  };

  it('creates a consenting user’s contact in the firm’s list, and updates it without touching lists', async () => {
    const profile = newProfile();
    await marketing.publish(userRegistered, profile);
    await marketing.consent(profile, true);
    await eventually(async () => expect(fake.contact(profile.email)).toBeDefined());
    expect(fake.contact(profile.email)).toMatchObject({
      extId: profile.userId,
      attributes: { FIRSTNAME: 'Ada', LASTNAME: 'Lovelace', COUNTRY: 'United Kingdom' },
    });
    expect([...(fake.contact(profile.email)?.listIds ?? [])]).toEqual([fake.listId]);

    await marketing.publish(userUpdated, { ...profile, firstName: 'Augusta', country: 'Netherlands' });
    await eventually(async () => expect(fake.contact(profile.email)?.attributes.FIRSTNAME).toBe('Augusta'));
    const update = fake.requests({ method: 'POST', path: '/v3/contacts' }).at(-1);
    expect(update?.body).toEqual({
      email: profile.email,
      ext_id: profile.userId,
      attributes: { FIRSTNAME: 'Augusta', LASTNAME: 'Lovelace', COUNTRY: 'Netherlands' },
      updateEnabled: true,
    });
  });

  it('deletes the contact from Brevo when the user is deleted, and forgets them here', async () => {
    const profile = newProfile();
    await marketing.publish(userRegistered, profile);
    await marketing.consent(profile, true);
    await eventually(async () => expect(fake.contact(profile.email)).toBeDefined());

    await marketing.publish(userDeleted, { userId: profile.userId, deletedBy: randomUUID() });
    await eventually(async () => expect(fake.contact(profile.email)).toBeUndefined());
    const deletion = fake.requests({ method: 'DELETE' }).at(-1);
    expect(deletion).toMatchObject({ path: `/v3/contacts/${profile.userId}`, query: { identifierType: 'ext_id' } });
    expect(deletion?.headers['api-key']).toBe(fake.apiKey);
    const left = await marketing.deps.db
      .selectFrom('contacts')
      .select('email')
      .where('user_id', '=', profile.userId)
      .execute();
    expect(left).toEqual([]);
  });

  it('adds a user to the list and removes them again, recording both admin actions', async () => {
    const profile = newProfile();
    await marketing.publish(userUpdated, { ...profile, country: null });
    // Without consent the user is only copied here: Brevo hears of them when the admin adds them.
    await eventually(async () =>
      expect(
        await marketing.deps.db
          .selectFrom('contacts')
          .select('user_id')
          .where('user_id', '=', profile.userId)
          .execute(),
      ).toHaveLength(1),
    );
    expect(fake.contact(profile.email)).toBeUndefined();

    const added = await inject('POST', `/api/admin/brevo/add/${profile.userId}`);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ userId: profile.userId, email: profile.email, listId: fake.listId, inList: true });
    expect(fake.contact(profile.email)?.listIds.has(fake.listId)).toBe(true);

    const removed = await inject('DELETE', `/api/admin/brevo/remove/${profile.userId}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ inList: false });
    expect(fake.requests({ path: `/v3/contacts/lists/${fake.listId}/contacts/remove` }).at(-1)?.body).toEqual({
      emails: [profile.email],
    });
    expect(fake.contact(profile.email)?.listIds.has(fake.listId)).toBe(false);

    const again = await inject('DELETE', `/api/admin/brevo/remove/${profile.userId}`);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(
      `${MARKETING_SERVER_MESSAGES.brevoRefused}: Contact already removed from list and/or does not exist`,
    );

    const actions = (await auditActions()).filter((entry) => entry.target.id === profile.userId);
    expect(actions.map((entry) => entry.action)).toEqual(['brevo.contact_added', 'brevo.contact_removed']);
  });

  it('answers 404 for a user it does not know, without calling Brevo', async () => {
    const before = fake.requests().length;
    for (const [method, url] of [
      ['POST', `/api/admin/brevo/add/${randomUUID()}`],
      ['DELETE', `/api/admin/brevo/remove/${randomUUID()}`],
    ] as const) {
      const response = await inject(method, url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MARKETING_SERVER_MESSAGES.userNotFound });
    }
    expect(fake.requests().length).toBe(before);
  });

  it('shows the firm’s list and every list of the account', async () => {
    const info = await inject('GET', '/api/admin/brevo/info');
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      name: 'Funded Traders',
      totalSubscribers: expect.any(Number),
      uniqueSubscribers: expect.any(Number),
      totalBlacklisted: 0,
    });
    const lists = await inject('GET', '/api/admin/brevo/lists');
    expect(lists.json()).toEqual([
      { id: 7, name: 'Funded Traders', totalSubscribers: expect.any(Number) },
      { id: 8, name: 'Newsletter', totalSubscribers: 0 },
    ]);
  });

  it('waits out a 429 before answering, and answers 503 when Brevo keeps failing', async () => {
    fake.rateLimitNext(1, 1);
    const started = performance.now();
    expect((await inject('GET', '/api/admin/brevo/info')).statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1000);

    fake.failLists(true);
    const failing = await inject('GET', '/api/admin/brevo/lists');
    fake.failLists(false);
    expect(failing.statusCode).toBe(503);
    expect(failing.json()).toEqual({ message: MARKETING_SERVER_MESSAGES.brevoUnavailable });
  });

  it('emails the ticket owner through Brevo when staff reply, never for the trader’s own reply', async () => {
    const profile = newProfile();
    await marketing.publish(userRegistered, profile);
    const reply = (isAdminReply: boolean) => ({
      ticketId: randomUUID(),
      userId: profile.userId,
      replyId: randomUUID(),
      isAdminReply,
      adminId: isAdminReply ? randomUUID() : null,
    });
    const emailsTo = () =>
      fake
        .requests({ method: 'POST', path: '/v3/smtp/email' })
        .filter((request) => (request.body as { to: { email: string }[] }).to[0]?.email === profile.email);

    await marketing.publish(ticketReplied, reply(false));
    await marketing.publish(ticketReplied, reply(true));
    await eventually(async () => expect(emailsTo()).toHaveLength(1));
    const [sent] = emailsTo();
    expect(sent?.headers['api-key']).toBe(fake.apiKey);
    expect(sent?.body).toMatchObject({
      sender: { email: 'support@prop.example', name: 'Support Team' },
      to: [{ email: profile.email, name: 'Ada Lovelace' }],
      subject: 'Support Team replied to your ticket',
      htmlContent: expect.stringContaining('https://app.prop.example/help-desk'),
      textContent: expect.stringContaining('Our Support Team has replied to your support ticket.'),
      tags: ['staff-reply'],
      // Brevo's idempotency key (a UUID): a retried send is delivered once.
      headers: {
        idempotencyKey: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      },
    });
  });
});
