import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { emailVerificationRequested, kycDecided } from '@prop/contracts/events/identity';
import { warningRaised } from '@prop/contracts/events/risk';
import { ticketReplied } from '@prop/contracts/events/support';
import { createEnvelope } from '@prop/service-kit/outbox';
import { loadMarketingConfig } from '../src/config.ts';
import { brevoIdempotencyKey, emailKey, smtpMessageId } from '../src/email/email-key.ts';
import { identityEmail, riskWarningEmailRequest, staffReplyEmailRequest } from '../src/email/event-emails.ts';
import { chooseEmailTransport, MAILDEV_SMTP_URL } from '../src/email/transport-choice.ts';

const brevo = { BREVO_API_KEY: 'xkeysib-1', BREVO_SENDER_EMAIL: 'support@prop.example' };

describe('where e-mail goes out', () => {
  it('prefers SMTP_URL, then Brevo with a key and a sender, then MailDev on this machine', () => {
    expect(chooseEmailTransport({ ...brevo, SMTP_URL: 'smtp://mail.example:587' })).toEqual({
      kind: 'smtp',
      url: 'smtp://mail.example:587',
    });
    expect(chooseEmailTransport(brevo)).toEqual({ kind: 'brevo' });
    expect(chooseEmailTransport({ BREVO_API_KEY: 'xkeysib-1' })).toEqual({ kind: 'maildev', url: MAILDEV_SMTP_URL });
    expect(chooseEmailTransport({})).toEqual({ kind: 'maildev', url: 'smtp://127.0.0.1:1025' });
  });

  const production = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'a-real-session-secret-of-enough-length-0123',
    INTERNAL_TOKEN: 'a-real-internal-token-0123456789',
    METRICS_TOKEN: 'a-real-metrics-token-0123456789',
    NATS_URL: 'nats://user:pass@nats:4222',
    REDIS_URL: 'redis://:pass@redis:6379',
    COOKIE_SECURE: 'true',
  };

  it('refuses to start in production when only MailDev would get the mail', () => {
    expect(() => loadMarketingConfig(production)).toThrow(/SMTP_URL: required in production/);
    expect(loadMarketingConfig({ ...production, SMTP_URL: 'smtps://u:p@mail.example:465' }).SMTP_URL).toBe(
      'smtps://u:p@mail.example:465',
    );
    expect(() => loadMarketingConfig({ ...production, ...brevo, BREVO_LIST_ID: '7' })).not.toThrow();
  });

  it('reads its defaults and refuses an SMTP_URL that is not SMTP, with the other bad variables', () => {
    const config = loadMarketingConfig({});
    expect(config.PUBLIC_APP_URL).toBe('http://127.0.0.1:8080');
    expect(config.EMAIL_FROM).toBe('Funded Trader <no-reply@prop.local>');
    expect(loadMarketingConfig({ PUBLIC_APP_URL: 'https://app.example/' }).PUBLIC_APP_URL).toBe('https://app.example');
    expect(() => loadMarketingConfig({ SMTP_URL: 'http://mail.example', PUBLIC_APP_URL: 'nope' })).toThrow(
      /PUBLIC_APP_URL[\s\S]*SMTP_URL/,
    );
  });
});

describe('an e-mail’s one id', () => {
  it('comes from its cause and its template, and makes the same Brevo key and Message-ID every time', () => {
    const id = randomUUID();
    expect(emailKey('welcome', id)).toBe(`email-welcome-${id}`);
    expect(emailKey('welcome', id)).not.toBe(emailKey('verify-email', id));
    expect(brevoIdempotencyKey(emailKey('welcome', id))).toBe(brevoIdempotencyKey(emailKey('welcome', id)));
    expect(brevoIdempotencyKey('a')).not.toBe(brevoIdempotencyKey('b'));
    expect(brevoIdempotencyKey('a')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(smtpMessageId('email-welcome-1', 'Funded Trader <no-reply@prop.local>')).toBe(
      '<email-welcome-1@prop.local>',
    );
    expect(emailKey('risk-warning', 'a:b')).toBe('email-risk-warning-a-b');
  });

  const recipient = { userId: randomUUID(), role: 'trader' as const, email: 'ada@example.com', firstName: 'Ada' };

  it('is the same for an event delivered twice, so its job is added once', () => {
    const event = createEnvelope(
      emailVerificationRequested,
      { ...recipient, token: 't', expiresAt: '2026-11-25T00:00:00Z', reason: 'registered' },
      new Date(),
    );
    const first = identityEmail(event as never);
    expect(first).toEqual(identityEmail(event as never));
    expect(first).toMatchObject({ key: emailKey('welcome', event.id), template: 'welcome' });
    const resent = createEnvelope(
      emailVerificationRequested,
      { ...recipient, token: 't', expiresAt: '2026-11-25T00:00:00Z', reason: 'resent' },
      new Date(),
    );
    expect(identityEmail(resent as never)?.template).toBe('verify-email');
  });

  it('is keyed like risk’s once-per-level-per-day rule for a warning, whatever event raised it', () => {
    const warning = {
      userId: recipient.userId,
      accountId: randomUUID(),
      mt5AccountId: '5012345',
      rule: 'daily_loss' as const,
      level: 80 as const,
      current: 4,
      limit: 5,
      unit: 'percent' as const,
      tradingDay: '2026-11-24',
      raisedAt: new Date().toISOString(),
    };
    const once = riskWarningEmailRequest(createEnvelope(warningRaised, warning, new Date()) as never);
    const again = riskWarningEmailRequest(createEnvelope(warningRaised, warning, new Date()) as never);
    expect(once.key).toBe(again.key);
  });

  it('asks for no e-mail where there is no news: a trader’s own reply, a KYC still pending', () => {
    const reply = { ticketId: randomUUID(), userId: recipient.userId, replyId: randomUUID(), adminId: null };
    const own = createEnvelope(ticketReplied, { ...reply, isAdminReply: false }, new Date());
    expect(staffReplyEmailRequest(own as never)).toBeNull();
    const kyc = { userId: recipient.userId, decidedBy: randomUUID(), reason: null };
    expect(
      identityEmail(createEnvelope(kycDecided, { ...kyc, from: 'rejected', to: 'pending' }, new Date()) as never),
    ).toBeNull();
    expect(
      identityEmail(createEnvelope(kycDecided, { ...kyc, from: 'pending', to: 'approved' }, new Date()) as never),
    ).toMatchObject({ template: 'kyc-decision', to: { userId: recipient.userId }, data: { decision: 'approved' } });
  });
});
