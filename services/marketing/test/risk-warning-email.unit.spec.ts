import { describe, expect, it } from 'vitest';
import { type RiskWarning, riskWarningEmail } from '../src/domain/risk-warning-email.ts';

const to = { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };
const sender = { email: 'support@prop.example', name: 'Support Team' };
const warning: RiskWarning = {
  mt5AccountId: '5012345',
  rule: 'daily_loss',
  level: 80,
  current: 4,
  limit: 5,
  unit: 'percent',
};

describe('the email warning a trader that a loss limit is mostly used', () => {
  it('names the level and the limit in its subject, and goes to the trader from the configured sender', () => {
    const email = riskWarningEmail({ to, sender, appUrl: 'https://app.prop.example/', warning });
    expect(email).toMatchObject({
      sender,
      to: [{ email: 'ada@example.com', name: 'Ada Lovelace' }],
      subject: 'Your account is at 80% of its daily loss limit',
      tags: ['risk-warning'],
    });
    expect(
      riskWarningEmail({ to, sender, appUrl: undefined, warning: { ...warning, rule: 'max_loss', level: 90 } }).subject,
    ).toBe('Your account is at 90% of its maximum loss limit');
  });

  it('greets the trader, gives the figures and what 100% means, and links the dashboard in both parts', () => {
    const email = riskWarningEmail({ to, sender, appUrl: 'https://app.prop.example/', warning });
    for (const part of [email.textContent, email.htmlContent]) {
      expect(part).toContain('Hello Ada,');
      expect(part).toContain('Your account 5012345 has reached 80% of its daily loss limit: 4.0% of 5% used.');
      expect(part).toContain('the account is breached and can no longer trade');
      expect(part).toContain('https://app.prop.example/dashboard');
    }
    expect(email.htmlContent).toContain('<a href="https://app.prop.example/dashboard">');
    expect(email.textContent).not.toContain('<');
  });

  it('gives a figure in another unit as it is', () => {
    const email = riskWarningEmail({
      to,
      sender,
      appUrl: undefined,
      warning: { ...warning, rule: 'max_open_volume', current: 8, limit: 10, unit: 'lots' },
    });
    expect(email.textContent).toContain('8 of 10 lots used.');
  });

  it('without an app address, tells the trader where to look instead', () => {
    const email = riskWarningEmail({ to, sender, appUrl: undefined, warning });
    expect(email.textContent).toContain('Sign in to your dashboard to see your trading objectives.');
    expect(email.htmlContent).not.toContain('href');
  });

  it('escapes a name that looks like markup in the HTML part only', () => {
    const email = riskWarningEmail({ to: { ...to, firstName: '<b>Ada</b>' }, sender, appUrl: undefined, warning });
    expect(email.htmlContent).toContain('Hello &#60;b&#62;Ada&#60;/b&#62;,');
    expect(email.htmlContent).not.toContain('<b>');
    expect(email.textContent).toContain('Hello <b>Ada</b>,');
  });
});
