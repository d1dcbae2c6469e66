import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseCreated } from '@prop/contracts/events/billing';
import { traderPurchaseSchema } from '@prop/contracts/purchase';
import { FUNDING_TIERS } from '@prop/contracts/tiers';
import { TRANSACTION_REFERENCE } from '../src/domain/transaction-reference.ts';
import { startBilling, type TestBilling } from './helper.ts';

describe('trader purchase routes', () => {
  let billing: TestBilling;
  beforeAll(async () => {
    billing = await startBilling();
  });
  afterAll(() => billing.close());

  const submit = (headers: Record<string, string>, payload: object) =>
    billing.app.inject({ method: 'POST', url: '/api/purchase/funding-account', headers, payload });
  const historyOf = (headers: Record<string, string>) =>
    billing.app.inject({ method: 'GET', url: '/api/purchase/history', headers });
  const purchaseCount = async () =>
    Number(
      (
        await billing.deps.db
          .selectFrom('purchases')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('creates a pending bank-transfer purchase of the 25k tier with a quotable reference and how to pay it', async () => {
    const trader = billing.callerHeaders('trader');
    const response = await submit(trader, { tierId: '25k', amount: 25000, price: 249 });
    expect(response.statusCode).toBe(201);
    const purchase = traderPurchaseSchema.parse(response.json());
    expect(purchase).toMatchObject({
      amount: 25000,
      price: 249,
      status: 'pending',
      paymentMethod: 'bank_transfer',
      tierId: '25k',
      tierName: '25k Professional',
      currency: 'EUR',
      processedAt: null,
      processedBy: null,
      adminNotes: null,
      payment: {
        bankTransfer: {
          beneficiary: 'Prop Platform Demo B.V.',
          iban: 'NL91ABNA0417164300',
          bic: 'ABNANL2A',
          reference: purchase.transactionId,
          amount: '249.00',
          currency: 'EUR',
        },
        // Stripe is not configured here: bank transfer with admin approval only.
        card: false,
      },
    });
    expect(purchase.transactionId).toMatch(TRANSACTION_REFERENCE);
    expect(purchase.transactionId.slice(3, 7)).toBe(String(new Date().getUTCFullYear()));
  });

  it('charges the catalogue price whatever the client sends: a disagreeing price or amount is refused and nothing is stored', async () => {
    const trader = billing.callerHeaders('trader');
    const before = await purchaseCount();
    const createdBefore = await billing.eventCount(purchaseCreated.subject);
    const refusals = [
      [{ tierId: '100k', amount: 100000, price: 1 }, 'The price does not match the selected tier'],
      [{ tierId: '100k', amount: 100000, price: 599.5 }, 'The price does not match the selected tier'],
      [{ tierId: '10k', amount: 100000, price: 139 }, 'The amount does not match the selected tier'],
      [{ tierId: 'free', amount: 100000, price: 0 }, 'Invalid tier selected'],
      [{ tierId: '', amount: 10000, price: 139 }, 'Invalid tier selected'],
      [{ amount: 10000, price: 139 }, 'Invalid tier selected'],
    ] as const;
    for (const [payload, message] of refusals) {
      const response = await submit(trader, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect(await purchaseCount()).toBe(before);
    expect(await billing.eventCount(purchaseCreated.subject)).toBe(createdBefore);

    for (const tier of FUNDING_TIERS) {
      const stored = await billing.buy(trader, { tierId: tier.id, amount: tier.amount, price: tier.price });
      const row = await billing.deps.db
        .selectFrom('purchases')
        .select(['price', 'amount', 'currency'])
        .where('id', '=', stored.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ price: `${tier.price}.00`, amount: `${tier.amount}.00`, currency: 'EUR' });
    }
  });

  it('announces each purchase once with billing.purchase.created, naming its buyer', async () => {
    const trader = billing.callerHeaders('trader');
    const before = await billing.eventCount(purchaseCreated.subject);
    const purchase = await billing.buy(trader, { tierId: '50k', amount: 50000, price: 379 });
    expect(await billing.eventCount(purchaseCreated.subject)).toBe(before + 1);
    const event = await billing.lastEvent(purchaseCreated.subject);
    expect(event).toMatchObject({ type: 'PurchaseCreated' });
    expect(purchaseCreated.data.parse(event?.data)).toEqual({
      purchaseId: purchase.id,
      userId: trader['x-user-id'],
      tierId: '50k',
      amount: 50000,
      price: '379.00',
      currency: 'EUR',
      transactionId: purchase.transactionId,
      paymentMethod: 'bank_transfer',
      listPrice: '379.00',
      paidPrice: '379.00',
    });
  });

  it('buys once per Idempotency-Key: a retry, even ten at once, gives the first purchase back', async () => {
    const trader = billing.callerHeaders('trader');
    const key = { 'idempotency-key': randomUUID() };
    const tier = FUNDING_TIERS[1] as (typeof FUNDING_TIERS)[number];
    const payload = { tierId: tier.id, amount: tier.amount, price: tier.price };
    const before = await purchaseCount();
    const answers = await Promise.all(Array.from({ length: 10 }, () => submit({ ...trader, ...key }, payload)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(await purchaseCount()).toBe(before + 1);

    const otherTier = await submit({ ...trader, ...key }, { tierId: '10k', amount: 10000, price: 139 });
    expect(otherTier.statusCode).toBe(409);
    expect(otherTier.json()).toEqual({ message: 'This Idempotency-Key was already used for a different request' });
    const badKey = await submit({ ...trader, 'idempotency-key': 'not-a-uuid' }, payload);
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json()).toEqual({ message: 'The Idempotency-Key header must be a UUID' });
    expect(await purchaseCount()).toBe(before + 1);
  });

  it('gives every purchase its own reference', async () => {
    const trader = billing.callerHeaders('trader');
    const references = new Set<string>();
    for (let index = 0; index < 10; index++) references.add((await billing.buy(trader)).transactionId);
    expect(references.size).toBe(10);
  });

  it("lists a trader's own purchases newest first, and never another trader's", async () => {
    const traderA = billing.callerHeaders('trader');
    const traderB = billing.callerHeaders('trader');
    const first = await billing.buy(traderA, { tierId: '10k', amount: 10000, price: 139 });
    const second = await billing.buy(traderA);
    const other = await billing.buy(traderB, { tierId: '100k', amount: 100000, price: 599 });

    const listA = (await historyOf(traderA)).json();
    expect(listA.map((purchase: { id: string }) => purchase.id)).toEqual([second.id, first.id]);
    const listB = (await historyOf(traderB)).json();
    expect(listB.map((purchase: { id: string }) => purchase.id)).toEqual([other.id]);
    expect((await historyOf(billing.callerHeaders('trader'))).json()).toEqual([]);
  });

  it('answers 401 without a verified caller and 403 to an admin on trader routes', async () => {
    const forged = { ...billing.callerHeaders('trader'), 'x-internal-token': 'not-the-token-at-all-000000' };
    const admin = billing.callerHeaders('admin');
    for (const [headers, status] of [
      [{}, 401],
      [forged, 401],
      [admin, 403],
    ] as const) {
      expect((await historyOf(headers)).statusCode).toBe(status);
      const response = await submit(headers, { tierId: '25k', amount: 25000, price: 249 });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ message: status === 401 ? 'Unauthorized' : 'Forbidden' });
    }
  });

  it('refuses card checkout while Stripe is not configured, saying to pay by bank transfer; the webhook does not exist', async () => {
    const trader = billing.callerHeaders('trader');
    const purchase = await billing.buy(trader);
    const checkout = (headers: Record<string, string>) =>
      billing.app.inject({ method: 'POST', url: `/api/purchase/${purchase.id}/checkout`, headers });
    const response = await checkout(trader);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'Card payments are not available. Please pay by bank transfer.' });
    expect((await checkout(billing.callerHeaders('trader'))).statusCode).toBe(404);
    const webhook = await billing.deliverWebhook({ id: 'evt_1', object: 'event', type: 'ping' });
    expect(webhook.statusCode).toBe(404);
  });
});
