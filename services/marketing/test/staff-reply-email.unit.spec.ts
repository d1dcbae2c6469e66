import { describe, expect, it } from 'vitest';
import { staffReplyEmail } from '../src/domain/staff-reply-email.ts';

const to = { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };
const sender = { email: 'support@prop.example', name: 'Support Team' };

describe('the email telling a trader that staff replied', () => {
  it('goes to the trader by name from the configured sender, and links the help desk', () => {
    const email = staffReplyEmail({ to, sender, appUrl: 'https://app.prop.example/' });
    expect(email).toMatchObject({
      sender,
      to: [{ email: 'ada@example.com', name: 'Ada Lovelace' }],
      subject: 'Support Team replied to your ticket',
    });
    expect(email.htmlContent).toContain('href="https://app.prop.example/help-desk"');
    expect(email.textContent).toContain('https://app.prop.example/help-desk');
  });

  it('without an app address, tells the trader where to look instead', () => {
    const email = staffReplyEmail({ to, sender, appUrl: undefined });
    expect(email.textContent).toContain('Sign in to your dashboard and open the Help Desk');
    expect(email.htmlContent).not.toContain('href');
  });

  it('escapes a name that looks like markup', () => {
    const email = staffReplyEmail({ to: { ...to, firstName: '<b>Ada</b>' }, sender, appUrl: undefined });
    expect(email.htmlContent).toContain('&#60;b&#62;Ada&#60;/b&#62;');
  });
});
