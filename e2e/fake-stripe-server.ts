import { randomBytes } from 'node:crypto';
import { startFakeStripe } from '../services/billing/test/fake-stripe/index.ts';

/**
 * Billing's fake Stripe for the browser tests: card payments are switched on against it, its hosted
 * checkout page is where a trader pays, and it signs and posts its webhooks to the platform's
 * gateway, as Stripe would. It listens on 127.0.0.1 only.
 */
export async function startE2eFakeStripe() {
  const secretKey = 'sk_test_e2e_local_only';
  const webhookSecret = `whsec_e2e_${randomBytes(12).toString('hex')}`;
  const fake = await startFakeStripe({ secretKey, webhookSecret, autoDeliver: true });
  return {
    /** What the billing service needs to talk to the fake. */
    env: { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: fake.apiUrl },
    /** Once the gateway listens: where the fake posts its events. */
    deliverTo: (gatewayUrl: string) => fake.setWebhookUrl(`${gatewayUrl}/api/billing/stripe/webhook`),
    close: () => fake.close(),
  };
}
