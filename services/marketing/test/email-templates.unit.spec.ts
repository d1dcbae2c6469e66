import { describe, expect, it } from 'vitest';
import { renderEmail } from '../src/email/render-email.ts';
import type { TemplateName } from '../src/email/templates/index.ts';

const context = { firstName: 'Ada', appUrl: 'https://app.prop.example' };
const expiresAt = '2026-11-25T14:05:00.000Z';

/** Each template with its data and what both parts must say. */
const cases: { template: TemplateName; data: Record<string, unknown>; subject: string; facts: string[] }[] = [
  {
    template: 'welcome',
    data: { token: 'tok-1', expiresAt },
    subject: 'Welcome to Funded Trader: please verify your e-mail address',
    facts: ['https://app.prop.example/verify-email?token=tok-1', '25 November 2026, 14:05 UTC'],
  },
  {
    template: 'verify-email',
    data: { token: 'tok 2', expiresAt },
    subject: 'Verify your e-mail address',
    facts: ['https://app.prop.example/verify-email?token=tok%202'],
  },
  {
    template: 'password-reset',
    data: { token: 'tok-3', expiresAt, role: 'trader' },
    subject: 'Reset your password',
    facts: ['https://app.prop.example/reset-password?token=tok-3'],
  },
  {
    template: 'password-reset',
    data: { token: 'tok-4', expiresAt, role: 'admin' },
    subject: 'Reset your password',
    facts: ['https://app.prop.example/admin/reset-password?token=tok-4'],
  },
  {
    template: 'new-device',
    data: { role: 'trader', device: 'Firefox on Linux', address: '203.0.113.7', at: expiresAt },
    subject: 'New sign-in to your account',
    facts: ['Firefox on Linux', '203.0.113.7', 'https://app.prop.example/settings'],
  },
  {
    template: 'kyc-decision',
    data: { decision: 'approved', reason: null },
    subject: 'Your identity is verified',
    facts: ['your identity is now verified'],
  },
  {
    template: 'kyc-decision',
    data: { decision: 'rejected', reason: 'The passport photo is blurred.' },
    subject: 'Your identity documents were not accepted',
    facts: ['Reason: The passport photo is blurred.'],
  },
  {
    template: 'withdrawal',
    data: { decision: 'approved', profitShareAmount: '600.00', currency: 'USD' },
    subject: 'Your withdrawal was approved',
    facts: ['600.00 USD'],
  },
  {
    template: 'withdrawal',
    data: { decision: 'rejected', profitShareAmount: '600.00', currency: 'USD' },
    subject: 'Your withdrawal was rejected',
    facts: ['600.00 USD', 'rejected'],
  },
  {
    template: 'purchase-approved',
    data: { amount: 100000, programName: 'Two-Step' },
    subject: 'Your 100,000 Two-Step account is confirmed',
    facts: ['https://app.prop.example/dashboard'],
  },
  {
    template: 'breach',
    data: { mt5AccountId: '5012345', rule: 'max_drawdown', breachPercentage: 5.2, breachedAt: expiresAt },
    subject: 'Your account 5012345 has breached its maximum drawdown rule',
    facts: ['5.20%', 'can no longer trade'],
  },
  {
    template: 'risk-warning',
    data: { mt5AccountId: '5012345', rule: 'daily_loss', level: 80, current: 4, limit: 5, unit: 'percent' },
    subject: 'Your account is at 80% of its daily loss limit',
    facts: [
      'Your account 5012345 has reached 80% of its daily loss limit: 4.0% of 5% used.',
      'the account is breached and can no longer trade',
      'https://app.prop.example/dashboard',
    ],
  },
  {
    template: 'staff-reply',
    data: {},
    subject: 'Support Team replied to your ticket',
    facts: ['Our Support Team has replied to your support ticket.', 'https://app.prop.example/help-desk'],
  },
];

describe('the e-mail templates', () => {
  it.each(cases)('$template ($subject): greets, says its facts and links in HTML and plain text', async (example) => {
    const email = await renderEmail(example.template, example.data, context);
    expect(email.subject).toBe(example.subject);
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Hello Ada,');
      expect(part).toContain('Funded Trader');
      expect(part).toContain('You received this');
      // React separates neighbouring text with an empty comment, which no reader sees.
      const shown = part.replaceAll('<!-- -->', '').replaceAll('&amp;', '&');
      for (const fact of example.facts) expect(shown).toContain(fact);
    }
    expect(email.text).not.toMatch(/<[a-z]/i);
  });

  it('puts the link behind a button in the HTML part', async () => {
    const { html } = await renderEmail('password-reset', { token: 'tok', expiresAt, role: 'trader' }, context);
    expect(html).toContain('href="https://app.prop.example/reset-password?token=tok"');
  });

  it('escapes what people typed: a name or a reason never becomes markup', async () => {
    const typed = '<img src=x onerror=alert(1)>';
    const email = await renderEmail(
      'kyc-decision',
      { decision: 'rejected', reason: typed },
      { ...context, firstName: '<b>Ada</b>' },
    );
    expect(email.html).not.toContain('<img src=x');
    expect(email.html).not.toContain('<b>Ada</b>');
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(email.html).toContain('&lt;b&gt;Ada&lt;/b&gt;');
  });

  it('refuses data its template does not take', async () => {
    await expect(renderEmail('password-reset', { token: 'tok' }, context)).rejects.toThrow();
  });
});
