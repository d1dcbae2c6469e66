import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBilling, stripeEnv, type TestBilling } from './helper.ts';

describe('paying by card needs a verified e-mail address', () => {
  let billing: TestBilling;
  beforeAll(async () => {
    // Stripe's address is a closed local port: a refused payment never reaches it.
    billing = await startBilling(stripeEnv());
  });
  afterAll(() => billing.close());

  const checkout = (purchaseId: string, headers: Record<string, string>) =>
    billing.app.inject({ method: 'POST', url: `/api/purchase/${purchaseId}/checkout`, headers });

  it('refuses card payment to an unverified address, which may still buy by bank transfer', async () => {
    const headers = billing.callerHeaders('trader');
    billing.identityAnswers(headers['x-user-id'] ?? '', { found: true, verified: false });

    const purchase = await billing.buy(headers);
    const refused = await checkout(purchase.id, headers);

    expect(purchase.status).toBe('pending');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Verify your e-mail address before paying by card.' });
    const row = await billing.deps.db
      .selectFrom('purchases')
      .selectAll()
      .where('id', '=', purchase.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('asks to try again when identity cannot answer', async () => {
    const headers = billing.callerHeaders('trader');
    billing.identityAnswers(headers['x-user-id'] ?? '', { found: false, error: 'unavailable' });
    const refused = await checkout((await billing.buy(headers)).id, headers);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      message: 'Your e-mail address could not be checked right now. Please try again in a minute.',
    });
  });
});
