import { z } from 'zod';
import { loadConfig, portField } from '@prop/service-kit/config';
import { moneyOf } from '@prop/contracts/money';

export const payoutsEnv = {
  PORT: portField('payouts'),
  DB_SCHEMA: z.string().default('payouts'),
  /** How long a withdrawal waits for the accounts service's snapshot. */
  ACCOUNTS_SNAPSHOT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /** How long a withdrawal (and the eligibility list) waits for risk's judgement of the rule pack. */
  RISK_CONDITIONS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /** How long a withdrawal waits for identity to say whether the trader's e-mail address is verified. */
  IDENTITY_EMAIL_VERIFIED_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /** MT5 figures older than this are not good enough to pay out on (a dropped MT5 connection). */
  SNAPSHOT_MAX_AGE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
  /**
   * Maker-checker: approving a request that pays the trader more than this (in the request's
   * currency) takes two different admins. Read as exact cents; at or below it one approval does.
   */
  WITHDRAWAL_SECOND_APPROVAL_ABOVE: z
    .string()
    .trim()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, 'must be an amount such as 5000 or 5000.00')
    .default('5000')
    .transform(moneyOf),
};

export type PayoutsConfig = ReturnType<typeof loadPayoutsConfig>;

export function loadPayoutsConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(payoutsEnv, env);
}

export const MIGRATIONS_FOLDER = new URL('../migrations', import.meta.url).pathname;
