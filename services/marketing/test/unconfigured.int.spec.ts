import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDeleted, userRegistered, userUpdated } from '@prop/contracts/events/identity';
import { ticketReplied } from '@prop/contracts/events/support';
import { MARKETING_MESSAGES } from '@prop/contracts/marketing';
import { type FakeBrevo, startFakeBrevo } from './fake-brevo.ts';
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher.ts';
import { eventually, startMarketing, type TestMarketing } from './helper.ts';

describe('email marketing without a Brevo API key', () => {
  let fake: FakeBrevo;
  let marketing: TestMarketing;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    fake = await startFakeBrevo();
    smtp = await startSmtpCatcher();
    // Brevo's address is known and a sender is set: only the missing key keeps everything local.
    marketing = await startMarketing({
      BREVO_API_URL: fake.url,
      BREVO_LIST_ID: String(fake.listId),
      BREVO_SENDER_EMAIL: 'support@prop.example',
      SMTP_URL: smtp.url,
    });
  });
  afterAll(async () => {
    await marketing.close();
    await fake.close();
    await smtp.close();
  });

  const userId = randomUUID();
  const calls = [
    ['GET', '/api/admin/brevo/info'],
    ['GET', '/api/admin/brevo/lists'],
    ['POST', '/api/admin/brevo/sync'],
    ['GET', '/api/admin/brevo/sync'],
    ['POST', `/api/admin/brevo/add/${userId}`],
    ['DELETE', `/api/admin/brevo/remove/${userId}`],
  ] as const;

  it("answers every Brevo route with the spec's 'Not Configured' message", async () => {
    for (const [method, url] of calls) {
      const response = await marketing.app.inject({ method, url, headers: marketing.admin() });
      expect(response.statusCode, `${method} ${url}`).toBe(503);
      expect(response.json(), `${method} ${url}`).toEqual({ message: MARKETING_MESSAGES.notConfigured });
    }
  });

  it('still refuses a trader before saying anything about the configuration', async () => {
    for (const [method, url] of calls) {
      const response = await marketing.app.inject({ method, url, headers: marketing.trader() });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('keeps its copy of users from identity events and e-mails them by SMTP, sending nothing to Brevo', async () => {
    const profile = { userId, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', country: null };
    await marketing.publish(userRegistered, profile);
    await marketing.publish(userUpdated, { ...profile, country: 'United Kingdom' });
    await eventually(async () => {
      const contact = await marketing.deps.db
        .selectFrom('contacts')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      expect(contact).toMatchObject({ email: 'ada@example.com', country: 'United Kingdom', pushed_at: null });
    });
    await marketing.publish(ticketReplied, {
      ticketId: randomUUID(),
      userId,
      replyId: randomUUID(),
      isAdminReply: true,
      adminId: randomUUID(),
    });
    await eventually(async () => expect(smtp.to('ada@example.com')).toHaveLength(1));
    expect(smtp.to('ada@example.com')[0]?.header('subject')).toBe('Support Team replied to your ticket');
    const deleted = await marketing.publish(userDeleted, { userId, deletedBy: randomUUID() });
    await eventually(async () => {
      const handled = await marketing.deps.db
        .selectFrom('processed_events')
        .select('event_id')
        .where('event_id', '=', deleted.id)
        // The account e-mails' consumer also settles identity events it does not handle.
        .where('consumer', '=', 'marketing-contacts')
        .executeTakeFirst();
      expect(handled).toBeDefined();
    });
    expect(await marketing.contactCount()).toBe(0);
    expect(fake.requests()).toEqual([]);
  });
});
