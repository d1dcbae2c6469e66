import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminInvited } from '@prop/contracts/events/identity';
import { eventually, startMarketing, type TestMarketing } from './helper.ts';
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher.ts';

describe('admin.invited becomes the invitation e-mail', () => {
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

  it('e-mails the invited address (not in marketing’s copy of users) its link to the admin app', async () => {
    const email = `grace.${randomUUID()}@example.com`;
    const token = `tok-${randomUUID()}`;
    await marketing.publish(adminInvited, {
      userId: randomUUID(),
      role: 'admin',
      email,
      firstName: 'Grace',
      token,
      expiresAt: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
      invitedBy: 'Demo Admin',
    });

    await eventually(async () => expect(smtp.to(email)).toHaveLength(1));
    const [sent] = smtp.to(email);
    expect(sent?.header('subject')).toBe('You are invited to the Funded Trader back office');
    expect(sent?.decoded).toContain(`https://app.prop.example/admin/accept-invitation?token=${token}`);
  });
});
