/** One rendered e-mail to one person. */
export interface OutgoingEmail {
  to: { email: string; name: string };
  subject: string;
  html: string;
  text: string;
  /** What kind of e-mail it is (the template), for the provider's statistics. */
  tag: string;
}

/** A way out for e-mail. `key` is the e-mail's one id (email-key.ts): the same key, the same e-mail. */
export interface Mailer {
  /** Which transport this is, for the logs and for `sent_emails`. */
  readonly name: 'smtp' | 'brevo' | 'maildev';
  send(email: OutgoingEmail, key: string): Promise<{ messageId: string | null }>;
  close(): Promise<void>;
}
