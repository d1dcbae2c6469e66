import type { BrevoEmail } from '../brevo/brevo-types.ts';
import { type TraderEmailInput, traderEmail } from './trader-email.ts';

/**
 * Tells a trader that staff answered their ticket. The reply itself stays out of the email, as it
 * stays out of the event: the trader reads it signed in, where the whole thread is.
 */
export function staffReplyEmail(input: TraderEmailInput): BrevoEmail {
  return traderEmail(input, {
    subject: 'Support Team replied to your ticket',
    paragraphs: ['Our Support Team has replied to your support ticket.'],
    link: {
      path: '/help-desk',
      label: 'Read the reply in the Help Desk',
      fallback: 'Sign in to your dashboard and open the Help Desk to read the reply.',
    },
    tag: 'support-reply',
  });
}
