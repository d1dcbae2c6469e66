import type { BrevoEmail } from '../brevo/brevo-types.ts';

export interface StaffReplyEmailInput {
  to: { email: string; firstName: string; lastName: string };
  sender: { email: string; name: string };
  /** The trader app's address, for a link to the help desk; without it the email names none. */
  appUrl?: string | undefined;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * Tells a trader that staff answered their ticket. The reply itself stays out of the email, as it
 * stays out of the event: the trader reads it signed in, where the whole thread is.
 */
export function staffReplyEmail(input: StaffReplyEmailInput): BrevoEmail {
  const { to, sender } = input;
  const greeting = `Hello ${to.firstName},`;
  const news = 'Our Support Team has replied to your support ticket.';
  const helpDesk = input.appUrl ? `${input.appUrl.replace(/\/+$/, '')}/help-desk` : null;
  const signIn = 'Sign in to your dashboard and open the Help Desk to read the reply.';
  const linkHtml = helpDesk ? `<a href="${escapeHtml(helpDesk)}">Read the reply in the Help Desk</a>` : signIn;
  return {
    sender,
    to: [{ email: to.email, name: `${to.firstName} ${to.lastName}`.trim() }],
    subject: 'Support Team replied to your ticket',
    htmlContent: `<p>${escapeHtml(greeting)}</p><p>${news}</p><p>${linkHtml}</p>`,
    textContent: [greeting, news, helpDesk ? `Read the reply in the Help Desk: ${helpDesk}` : signIn].join('\n\n'),
    tags: ['support-reply'],
  };
}
