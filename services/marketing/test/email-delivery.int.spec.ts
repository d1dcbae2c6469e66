import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetRequested, userRegistered } from '@prop/contracts/events/identity';
import { withdrawalProcessed } from '@prop/contracts/events/payouts';
import { countOf } from '@prop/service-kit/testing/metric-count';
import { publishEvent } from '@prop/service-kit/testing/publish-event';
import { sendEmail } from '../src/commands/send-email.ts';
import { emailKey } from '../src/email/email-key.ts';
import { emailRequest } from '../src/email/email-request.ts';
import { emailsSent } from '../src/email/email-metrics.ts';
import { createSmtpMailer } from '../src/email/smtp-mailer.ts';
import { eventually, startMarketing, type TestMarketing } from './helper.ts';
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher.ts';

describe('an event becomes one e-mail through SMTP, whatever is delivered or fails twice', () => {
  let smtp: SmtpCatcher;
  let marketing: TestMarketing;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    marketing = await startMarketing({
      SMTP_URL: smtp.url,
      EMAIL_FROM: 'Funded Trader <no-reply@prop.test>',
      PUBLIC_APP_URL: 'https://app.prop.example/',
    });
  });
  afterAll(async () => {
    await marketing.close();
    await smtp.close();
  });

  const sentRow = (key: string) =>
    marketing.deps.db.selectFrom('sent_emails').selectAll().where('id', '=', key).executeTakeFirst();
  const resetFor = (email: string, role: 'trader' | 'admin' = 'trader') => ({
    userId: randomUUID(),
    role,
    email,
    firstName: 'Ada',
    token: `tok-${randomUUID()}`,
    expiresAt: new Date(Date.now() + 3600_000).toISOString(),
  });

  it('sends one e-mail when the same event is delivered twice', async () => {
    const email = `ada.${randomUUID()}@example.com`;
    const data = resetFor(email);
    const id = randomUUID();
    // Published twice with one id: the broker's redelivery, as the consumer sees it.
    const { js } = marketing.deps.nats;
    await publishEvent(js, marketing.namespace, passwordResetRequested, data, { id });
    await publishEvent(js, marketing.namespace, passwordResetRequested, data, { id });

    await eventually(async () => expect(smtp.to(email)).toHaveLength(1));
    const [sent] = smtp.to(email);
    expect(sent?.header('subject')).toBe('Reset your password');
    expect(sent?.header('from')).toContain('no-reply@prop.test');
    const key = emailKey('password-reset', id);
    expect(sent?.header('message-id')).toBe(`<${key}@prop.test>`);
    expect(sent?.decoded).toContain(`https://app.prop.example/reset-password?token=${data.token}`);
    await eventually(async () =>
      expect(await sentRow(key)).toMatchObject({ template: 'password-reset', to_email: email, transport: 'smtp' }),
    );
    // Nothing more arrives later either.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.to(email)).toHaveLength(1);
  });

  it('sends once after the mail server turned the first attempt away', async () => {
    const userId = randomUUID();
    const email = `grace.${userId}@example.com`;
    await marketing.publish(userRegistered, { userId, email, firstName: 'Grace', lastName: 'Hopper', country: null });
    const failedBefore = await countOf(emailsSent(), { outcome: 'failed' });
    const sentBefore = await countOf(emailsSent(), { outcome: 'sent' });
    smtp.failNext(1);
    const event = await marketing.publish(withdrawalProcessed, {
      requestId: randomUUID(),
      userId,
      amount: '1000.00',
      profitShareAmount: '600.00',
      currency: 'USD',
      status: 'approved',
      processedBy: randomUUID(),
      processedAt: new Date().toISOString(),
    });

    await eventually(async () => expect(smtp.to(email)).toHaveLength(1), 15_000);
    expect(smtp.to(email)[0]?.header('subject')).toBe('Your withdrawal was approved');
    expect(smtp.to(email)[0]?.header('to')).toBe(`Grace Hopper <${email}>`);
    await eventually(async () =>
      expect(await sentRow(emailKey('withdrawal', event.id))).toMatchObject({ user_id: userId, to_email: email }),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.to(email)).toHaveLength(1);
    // More than one failure when the registration arrived after the job's first run.
    expect(await countOf(emailsSent(), { outcome: 'failed' })).toBeGreaterThan(failedBefore);
    expect(await countOf(emailsSent(), { outcome: 'sent' })).toBe(sentBefore + 1);
  });

  it('a job run again after its e-mail went out sends nothing more', async () => {
    const email = `alan.${randomUUID()}@example.com`;
    const request = emailRequest(
      'verify-email',
      randomUUID(),
      { userId: randomUUID(), email, firstName: 'Alan' },
      {
        token: 'tok-again',
        expiresAt: new Date().toISOString(),
      },
    );
    const mailer = createSmtpMailer({ name: 'smtp', url: smtp.url, from: 'Funded Trader <no-reply@prop.test>' });
    const work = { ...marketing.deps, mailer, appUrl: 'https://app.prop.example' };
    try {
      expect(await sendEmail(work, request)).toBe('sent');
      expect(await sendEmail(work, request)).toBe('already sent');
    } finally {
      await mailer.close();
    }
    expect(smtp.to(email)).toHaveLength(1);
  });
});
