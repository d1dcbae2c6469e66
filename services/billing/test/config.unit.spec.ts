import { describe, expect, it } from 'vitest';
import { DEV_SECRETS } from '@prop/service-kit/config';
import { loadBillingConfig } from '../src/config.ts';
import { PRODUCTION_ENV } from '@prop/service-kit/testing/production-env';

const PRODUCTION = {
  ...PRODUCTION_ENV,
  BANK_TRANSFER_BENEFICIARY: 'Real Prop Firm B.V.',
  BANK_TRANSFER_IBAN: 'DE89 3704 0044 0532 0130 00',
  BANK_TRANSFER_BIC: 'COBADEFFXXX',
  FIRM_NAME: 'Real Prop Firm B.V.',
  FIRM_ADDRESS: 'Hauptstraße 1|10115 Berlin|Germany',
};

const problemsOf = (env: Record<string, string>) => {
  try {
    loadBillingConfig(env);
    return [];
  } catch (error) {
    return (error as { problems?: string[] }).problems ?? [String(error)];
  }
};

describe('billing configuration', () => {
  it('given nothing, then billing runs on port 4105 with bank transfer only and the demo bank account', () => {
    const config = loadBillingConfig({});
    expect(config).toMatchObject({
      PORT: 4105,
      DB_SCHEMA: 'billing',
      BANK_TRANSFER_IBAN: 'NL91ABNA0417164300',
      PUBLIC_APP_URL: 'http://127.0.0.1:8080',
    });
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
  });

  it('given an IBAN typed with spaces and lower case, then it is kept in its compact form', () => {
    expect(loadBillingConfig({ BANK_TRANSFER_IBAN: 'de89 3704 0044 0532 0130 00' }).BANK_TRANSFER_IBAN).toBe(
      'DE89370400440532013000',
    );
  });

  it.each([
    ['only the secret key', { STRIPE_SECRET_KEY: 'sk_test_1' }],
    ['only the webhook secret', { STRIPE_WEBHOOK_SECRET: 'whsec_1' }],
  ])('given %s of Stripe, then it refuses to start', (_case, env) => {
    expect(problemsOf(env)).toEqual([
      'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both for card payments, or neither',
    ]);
  });

  it('given production with the demo bank account, then every demo value is listed at once', () => {
    const { BANK_TRANSFER_BENEFICIARY, BANK_TRANSFER_IBAN, BANK_TRANSFER_BIC, ...rest } = PRODUCTION;
    expect(problemsOf(rest)).toEqual([
      "BANK_TRANSFER_BENEFICIARY: must be the firm's real bank account in production",
      "BANK_TRANSFER_IBAN: must be the firm's real bank account in production",
      "BANK_TRANSFER_BIC: must be the firm's real bank account in production",
    ]);
  });

  it('given production with the demo firm on receipts, then it refuses to start', () => {
    const { FIRM_NAME, FIRM_ADDRESS, ...rest } = PRODUCTION;
    expect(problemsOf(rest)).toEqual([
      "FIRM_NAME: must be the firm's own in production (receipts show it)",
      "FIRM_ADDRESS: must be the firm's own in production (receipts show it)",
    ]);
    expect(problemsOf(PRODUCTION)).toEqual([]);
  });

  it('given nothing about the firm, then receipts name the demo firm and show no VAT', () => {
    const config = loadBillingConfig({});
    expect(config).toMatchObject({
      FIRM_NAME: 'Prop Platform Demo B.V.',
      FIRM_ADDRESS: 'Demo Street 1|1000 AA Amsterdam|Netherlands',
    });
    expect([config.FIRM_REGISTRATION, config.FIRM_VAT_ID, config.VAT_RATE_PERCENT]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it.each([
    ['21', 21],
    ['5.5', 5.5],
    ['0', 0],
    ['30', 30],
  ])('given a VAT rate of %s%%, then prices include VAT at %s%%', (rate, percent) => {
    expect(loadBillingConfig({ VAT_RATE_PERCENT: rate }).VAT_RATE_PERCENT).toBe(percent);
  });

  it.each(['30.5', '-1', '21%', '7.125', ''])('given a VAT rate of %j, then it refuses to start', (rate) => {
    expect(problemsOf({ VAT_RATE_PERCENT: rate })).toEqual([
      'VAT_RATE_PERCENT: a percentage from 0 to 30 with at most two decimals, e.g. 21',
    ]);
  });

  it('given an address with no line, then it refuses to start', () => {
    expect(problemsOf({ FIRM_ADDRESS: ' | ' })).toEqual(['FIRM_ADDRESS: at least one line of address']);
  });

  it('given production with Stripe but no public address, then it refuses to start', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(problemsOf({ ...PRODUCTION, ...stripe })).toEqual([
      'PUBLIC_APP_URL: required in production with card payments (Stripe returns the trader there)',
    ]);
    expect(problemsOf({ ...PRODUCTION, ...stripe, PUBLIC_APP_URL: 'https://app.example.com/' })).toEqual([]);
  });

  it('given production with development secrets, then the kit refuses them as for every service', () => {
    expect(problemsOf({ ...PRODUCTION, INTERNAL_TOKEN: DEV_SECRETS.INTERNAL_TOKEN })).toEqual([
      'INTERNAL_TOKEN: must be set to a real secret in production',
    ]);
  });

  it.each([
    ['an IBAN', { BANK_TRANSFER_IBAN: 'not-an-iban' }, 'BANK_TRANSFER_IBAN: not an IBAN'],
    ['a BIC', { BANK_TRANSFER_BIC: 'bank' }, 'BANK_TRANSFER_BIC: not a BIC'],
  ])('given a malformed %s, then it says which', (_case, env, problem) => {
    expect(problemsOf(env)).toEqual([problem]);
  });
});
