/** Where MailDev, the catcher `npm start` runs, takes mail when nothing else is configured. */
export const MAILDEV_SMTP_URL = 'smtp://127.0.0.1:1025';

/** How the service's e-mail leaves: the variables that decide it, nothing else. */
export interface EmailTransportSettings {
  SMTP_URL?: string | undefined;
  BREVO_API_KEY?: string | undefined;
  BREVO_SENDER_EMAIL?: string | undefined;
}

export type EmailTransportChoice =
  | { kind: 'smtp'; url: string }
  | { kind: 'brevo' }
  /** Nothing configured: MailDev on this machine catches every e-mail (never in production). */
  | { kind: 'maildev'; url: string };

/**
 * SMTP_URL wins (a firm's own relay, or the tests' catcher even where Brevo is configured for the
 * contact list), then Brevo's transactional API when it has a key and a sender, then MailDev.
 */
export function chooseEmailTransport(settings: EmailTransportSettings): EmailTransportChoice {
  if (settings.SMTP_URL) return { kind: 'smtp', url: settings.SMTP_URL };
  if (settings.BREVO_API_KEY && settings.BREVO_SENDER_EMAIL) return { kind: 'brevo' };
  return { kind: 'maildev', url: MAILDEV_SMTP_URL };
}
