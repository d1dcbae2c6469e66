import { z } from 'zod';
import { ConfigError, loadConfig, portField } from '@prop/service-kit/config';
import { addressLinesOf } from './receipts/firm.ts';

/** Demo bank details shown on a development machine; production refuses to start with them. */
export const DEMO_BANK_ACCOUNT = {
  BANK_TRANSFER_BENEFICIARY: 'Prop Platform Demo B.V.',
  BANK_TRANSFER_IBAN: 'NL91ABNA0417164300',
  BANK_TRANSFER_BIC: 'ABNANL2A',
} as const;

/** The demo seller receipts name on a development machine; production refuses to start with it. */
export const DEMO_FIRM = {
  FIRM_NAME: 'Prop Platform Demo B.V.',
  FIRM_ADDRESS: 'Demo Street 1|1000 AA Amsterdam|Netherlands',
} as const;

const optionalSecret = z.string().min(1).optional();
const optionalText = z.string().trim().min(1).max(100).optional();
const VAT_RATE = 'a percentage from 0 to 30 with at most two decimals, e.g. 21';

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
  /** The seller every receipt names: the firm's legal name and postal address. */
  FIRM_NAME: z.string().trim().min(1).max(200).default(DEMO_FIRM.FIRM_NAME),
  /** Address lines parted by a newline, a written "\n" or "|". */
  FIRM_ADDRESS: z
    .string()
    .default(DEMO_FIRM.FIRM_ADDRESS)
    .refine((text) => addressLinesOf(text).length > 0, 'at least one line of address'),
  /** The company registration number and the VAT ID receipts show, where the firm has them. */
  FIRM_REGISTRATION: optionalText,
  FIRM_VAT_ID: optionalText,
  /** Set: prices include VAT at this rate and receipts show the VAT in them. Unset: no VAT line. */
  VAT_RATE_PERCENT: z
    .string()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, VAT_RATE)
    .transform(Number)
    .pipe(z.number().max(30, VAT_RATE))
    .optional(),
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
    for (const [name, demoValue] of Object.entries(DEMO_FIRM)) {
      if (config[name as keyof typeof DEMO_FIRM] === demoValue) {
        problems.push(`${name}: must be the firm's own in production (receipts show it)`);
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
