import type { MarketingConfig } from '../config.ts';
import type { BrevoSetup } from '../context.ts';
import { createBrevoMailer } from './brevo-mailer.ts';
import type { Mailer } from './mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';
import { chooseEmailTransport } from './transport-choice.ts';

/** The way out the config chooses (transport-choice.ts); Brevo's needs its client and sender. */
export function createMailer(config: MarketingConfig, brevo: BrevoSetup | null): Mailer {
  const choice = chooseEmailTransport(config);
  switch (choice.kind) {
    case 'brevo':
      // The config refuses a key without a list, so a key and a sender always make a setup.
      if (!brevo?.sender) throw new Error('Brevo is chosen for e-mail but has no sender');
      return createBrevoMailer(brevo.client, brevo.sender);
    case 'smtp':
    case 'maildev':
      return createSmtpMailer({ name: choice.kind, url: choice.url, from: config.EMAIL_FROM });
  }
}
