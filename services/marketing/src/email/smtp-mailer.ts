import nodemailer from 'nodemailer';
import { smtpMessageId } from './email-key.ts';
import type { Mailer } from './mailer.ts';

/**
 * E-mail through any SMTP server (a relay, or MailDev). The Message-ID comes from the e-mail's key,
 * so a send retried after a lost answer carries the same id and mail systems can tell it is the same.
 */
export function createSmtpMailer(options: { name: 'smtp' | 'maildev'; url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    name: options.name,
    async send(email, key) {
      const info = await transport.sendMail({
        from: options.from,
        to: { name: email.to.name, address: email.to.email },
        subject: email.subject,
        html: email.html,
        text: email.text,
        messageId: smtpMessageId(key, options.from),
        headers: { 'X-Email-Tag': email.tag },
      });
      return { messageId: info.messageId ?? null };
    },
    close: async () => transport.close(),
  };
}
