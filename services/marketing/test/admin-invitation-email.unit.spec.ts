import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { adminInvited } from '@prop/contracts/events/identity';
import type { EventOf } from '@prop/contracts/events/envelope';
import { identityEmail } from '../src/email/event-emails.ts';
import { emailKey } from '../src/email/email-key.ts';
import { renderEmail } from '../src/email/render-email.ts';

const context = { firstName: 'Grace', appUrl: 'https://app.prop.example' };
const data = { token: 'tok 1/2', expiresAt: '2026-12-02T09:30:00.000Z', invitedBy: 'Demo Admin' };

describe('the admin invitation e-mail', () => {
  it('given an invitation, when rendered, then both parts name the inviter and link to the accept page once encoded', async () => {
    const email = await renderEmail('admin-invitation', data, context);
    expect(email.subject).toBe('You are invited to the Funded Trader back office');
    expect(email.html).toContain('href="https://app.prop.example/admin/accept-invitation?token=tok%201%2F2"');
    for (const part of [email.html, email.text]) {
      const shown = part.replaceAll('<!-- -->', '');
      expect(shown).toContain('Hello Grace,');
      expect(shown).toContain('Demo Admin invited you to the Funded Trader back office.');
      expect(shown).toContain('The link works once and until');
      expect(shown).toContain('no one can sign in until a password is chosen');
    }
  });

  it('given an inviter name that looks like markup, when rendered, then it stays text', async () => {
    const email = await renderEmail('admin-invitation', { ...data, invitedBy: '<b>Eve</b>' }, context);
    expect(email.html).not.toContain('<b>Eve</b>');
    expect(email.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
  });

  it('given admin.invited, when mapped, then one e-mail to the invited address keyed by the event', () => {
    const event: EventOf<typeof adminInvited> = {
      id: randomUUID(),
      type: 'AdminInvited',
      occurredAt: '2026-11-25T09:30:00.000Z',
      version: 1,
      data: { userId: randomUUID(), role: 'admin', email: 'grace@example.com', firstName: 'Grace', ...data },
    };
    expect(identityEmail(event)).toEqual({
      key: emailKey('admin-invitation', event.id),
      template: 'admin-invitation',
      to: { userId: event.data.userId, email: 'grace@example.com', firstName: 'Grace' },
      data,
    });
  });
});
