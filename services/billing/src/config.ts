import { z } from 'zod';
import { ConfigError, loadConfig, portField } from '@prop/service-kit/config';

/** Demo bank details shown on a development machine; production refuses to start with them. */
export const DEMO_BANK_ACCOUNT = {
  BANK_TRANSFER_BENEFICIARY: 'Prop Platform Demo B.V.',
  BANK_TRANSFER_IBAN: 'NL91ABNA0417164300',
  BANK_TRANSFER_BIC: 'ABNANL2A',
} as const;

const optionalSecret = z.string().min(1).optional();

export const billingEnv = {
  PORT: portField('billing'),
  DB_SCHEMA: z.string().default('billing'),
  /** The firm's account that traders pay into by bank transfer. */
  BANK_TRANSFER_BENEFICIARY: z.string().min(1).default(DEMO_BANK_ACCOUNT.BANK_TRANSFER_BENEFICIARY),
  BANK_TRANSFER_IBAN: z
    .string()
    .transform((iban) => iban.replaceAll(' ', '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, 'not an IBAN'))
    .default(DEMO_BANK_ACCOUNT.BANK_TRANSFER_IBAN),
  BANK_TRANSFER_BIC: z
    .string()
    .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'not a BIC')
    .default(DEMO_BANK_ACCOUNT.BANK_TRANSFER_BIC),
  /** Card payments through Stripe Checkout: both or neither. Unset: bank transfer only. */
  STRIPE_SECRET_KEY: optionalSecret,
  STRIPE_WEBHOOK_SECRET: optionalSecret,
  /** Another address for Stripe's API (a local server in tests); unset: Stripe's own. */
  STRIPE_API_URL: z.string().url().optional(),
  /** How long a card payment waits for identity to say whether the trader's e-mail address is verified. */
  IDENTITY_EMAIL_VERIFIED_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /** Where the trader app is reached; Stripe Checkout sends the trader back there. */
  PUBLIC_APP_URL: z
    .string()
    .url()
    .default('http://127.0.0.1:8080')
    .transform((url) => url.replace(/\/+$/, '')),
};

export type BillingConfig = ReturnType<typeof loadBillingConfig>;

export function loadBillingConfig(env: Record<string, string | undefined> = process.env) {
  const config = loadConfig(billingEnv, env);
  const problems: string[] = [];
  if (Boolean(config.STRIPE_SECRET_KEY) !== Boolean(config.STRIPE_WEBHOOK_SECRET)) {
    problems.push('STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both for card payments, or neither');
  }
  if (config.NODE_ENV === 'production') {
    for (const [name, demoValue] of Object.entries(DEMO_BANK_ACCOUNT)) {
      if (config[name as keyof typeof DEMO_BANK_ACCOUNT] === demoValue) {
        problems.push(`${name}: must be the firm's real bank account in production`);
      }
    }
    if (config.STRIPE_SECRET_KEY && env.PUBLIC_APP_URL === undefined) {
      problems.push('PUBLIC_APP_URL: required in production with card payments (Stripe returns the trader there)');
    }
  }
  if (problems.length) throw new ConfigError(problems);
  return config;
}

export const MIGRATIONS_FOLDER = new URL('../migrations', import.meta.url).pathname;
