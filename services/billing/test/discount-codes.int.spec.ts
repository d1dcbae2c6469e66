import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DISCOUNT_CODE_ADMIN_MESSAGES,
  DISCOUNT_CODE_MESSAGES,
  type DiscountCode,
  type DiscountCodeCreateInput,
} from '@prop/contracts/discount-code';
import { PURCHASE_SERVER_MESSAGES, type AdminPurchase, type TraderPurchase } from '@prop/contracts/purchase';
import { startCardBilling, type TestCardBilling } from './helper.ts';

const TIER_25K = { tierId: '25k', amount: 25000, price: 249 };
const HOUR = 3_600_000;

describe('discount codes', () => {
  let billing: TestCardBilling;
  let admin: Record<string, string>;
  let serial = 0;
  beforeAll(async () => {
    billing = await startCardBilling();
    admin = billing.callerHeaders('admin');
  });
  afterAll(() => billing.close());

  const createCode = (body: object, headers = admin) =>
    billing.app.inject({ method: 'POST', url: '/api/admin/discount-codes', headers, payload: body });
  const changeCode = (id: string, body: object, headers = admin) =>
    billing.app.inject({ method: 'PATCH', url: `/api/admin/discount-codes/${id}`, headers, payload: body });
  const listCodes = async () =>
    (
      await billing.app.inject({ method: 'GET', url: '/api/admin/discount-codes', headers: admin })
    ).json() as DiscountCode[];
  const submit = (headers: Record<string, string>, payload: object) =>
    billing.app.inject({ method: 'POST', url: '/api/purchase/funding-account', headers, payload });
  const preview = (headers: Record<string, string>, query: string) =>
    billing.app.inject({ method: 'GET', url: `/api/purchase/discount-code?${query}`, headers });
  const adminPurchases = async () =>
    (await billing.app.inject({ method: 'GET', url: '/api/admin/purchases', headers: admin })).json() as {
      pending: AdminPurchase[];
      processed: AdminPurchase[];
      totalRevenue: string;
    };
  const purchasesHolding = async (code: string) =>
    (
      await billing.deps.db
        .selectFrom('purchases')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('discount_code', '=', code)
        .executeTakeFirstOrThrow()
    ).count;

  /** A fresh code of its own for every test: 15% off everything unless the test says otherwise. */
  async function aCode(terms: Partial<DiscountCodeCreateInput> = {}): Promise<DiscountCode> {
    serial += 1;
    const response = await createCode({ code: `test-${serial}-${Date.now()}`, kind: 'percent', value: '15', ...terms });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as DiscountCode;
  }

  it('lets an admin create a code (in capitals, audited), refuses a taken or malformed one, and lists it with its uses', async () => {
    const response = await createCode({
      code: 'spring-sale',
      kind: 'fixed',
      value: '25.50',
      tierIds: ['25k', '50k'],
      maxUses: 10,
      maxUsesPerTrader: 1,
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as DiscountCode;
    expect(created).toMatchObject({
      code: 'SPRING-SALE',
      kind: 'fixed',
      value: '25.50',
      programIds: [],
      tierIds: ['25k', '50k'],
      maxUses: 10,
      maxUsesPerTrader: 1,
      disabled: false,
      uses: 0,
      discounted: '0.00',
      createdBy: admin['x-user-id'],
    });
    expect((await listCodes()).find((code) => code.id === created.id)).toEqual(created);
    const audited = (await billing.eventsAbout(created.id)).filter(
      (event) => event.subject === 'billing.audit.recorded',
    );
    expect(audited).toMatchObject([
      { data: { action: 'discount_code.created', after: { code: 'SPRING-SALE', kind: 'fixed', value: '25.50' } } },
    ]);

    expect((await createCode({ code: 'Spring-Sale', kind: 'percent', value: '10' })).json()).toEqual({
      message: DISCOUNT_CODE_ADMIN_MESSAGES.codeTaken,
    });
    const refusals = [
      [{ code: 'x', kind: 'percent', value: '10' }, DISCOUNT_CODE_ADMIN_MESSAGES.codeFormat],
      [{ code: 'HUNDRED', kind: 'percent', value: '100' }, DISCOUNT_CODE_ADMIN_MESSAGES.percentValue],
      [{ code: 'FINE', kind: 'percent', value: '12.345' }, DISCOUNT_CODE_ADMIN_MESSAGES.percentValue],
      [{ code: 'NOTHING', kind: 'fixed', value: '0' }, DISCOUNT_CODE_ADMIN_MESSAGES.fixedValue],
      [
        {
          code: 'BACKWARDS',
          kind: 'fixed',
          value: '5',
          startsAt: '2026-06-01T00:00:00Z',
          endsAt: '2026-05-01T00:00:00Z',
        },
        DISCOUNT_CODE_ADMIN_MESSAGES.window,
      ],
      [{ code: 'NOLIMIT', kind: 'fixed', value: '5', maxUses: 0 }, DISCOUNT_CODE_ADMIN_MESSAGES.limit],
    ] as const;
    for (const [body, message] of refusals) {
      const refused = await createCode(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toEqual({ message });
    }
    expect(
      (await createCode({ code: 'TRADER', kind: 'fixed', value: '5' }, billing.callerHeaders('trader'))).statusCode,
    ).toBe(403);
  });

  it('prices a purchase with a code on the server: list price, discount and paid price recorded, paid price to transfer and in the events', async () => {
    const code = await aCode({ value: '15' });
    const trader = billing.callerHeaders('trader');
    const previewed = await preview(trader, `code=${code.code.toLowerCase()}&tierId=25k`);
    expect(previewed.json()).toEqual({
      code: code.code,
      listPrice: '249.00',
      discount: '37.35',
      price: '211.65',
      currency: 'EUR',
    });

    const response = await submit(trader, { ...TIER_25K, discountCode: ` ${code.code.toLowerCase()} ` });
    expect(response.statusCode, response.body).toBe(201);
    const purchase = response.json() as TraderPurchase;
    expect(purchase).toMatchObject({
      price: 211.65,
      listPrice: '249.00',
      discount: { code: code.code, amount: '37.35' },
      payment: { bankTransfer: { amount: '211.65', reference: purchase.transactionId } },
    });
    const created = (await billing.eventsAbout(purchase.id)).find(
      (event) => event.subject === 'billing.purchase.created',
    );
    expect(created?.data).toMatchObject({
      price: '211.65',
      listPrice: '249.00',
      paidPrice: '211.65',
      discount: { code: code.code, amount: '37.35' },
    });

    // Approving it counts the paid price as revenue, and the approval event carries it for affiliates and reports.
    const revenueBefore = (await adminPurchases()).totalRevenue;
    expect((await billing.decide(purchase.id, admin, { status: 'approved' })).statusCode).toBe(200);
    const list = await adminPurchases();
    expect(Number(list.totalRevenue) - Number(revenueBefore)).toBeCloseTo(211.65, 2);
    expect(list.processed.find((row) => row.id === purchase.id)).toMatchObject({
      price: 211.65,
      listPrice: '249.00',
      discount: { code: code.code, amount: '37.35' },
    });
    const approved = (await billing.eventsAbout(purchase.id)).find(
      (event) => event.subject === 'billing.purchase.approved',
    );
    expect(approved?.data).toMatchObject({ paidPrice: '211.65', listPrice: '249.00', discount: { amount: '37.35' } });
    expect((await listCodes()).find((row) => row.id === code.id)).toMatchObject({ uses: 1, discounted: '37.35' });
  });

  it('never honours a client price: a discounted or tampered price with a code is refused and nothing is used', async () => {
    const code = await aCode({ maxUses: 1 });
    const trader = billing.callerHeaders('trader');
    for (const price of [211.65, 1, 0]) {
      const response = await submit(trader, { ...TIER_25K, price, discountCode: code.code });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: PURCHASE_SERVER_MESSAGES.priceMismatch });
    }
    expect(await purchasesHolding(code.code)).toBe('0');
    // A price field in the body of the preview means nothing: the server's figures are the answer.
    expect((await preview(trader, `code=${code.code}&tierId=25k&price=1`)).json()).toMatchObject({ price: '211.65' });
  });

  it('refuses an unknown, not yet valid, expired, disabled, not applicable or too large code with its reason', async () => {
    const trader = billing.callerHeaders('trader');
    const now = Date.now();
    const future = await aCode({ startsAt: new Date(now + HOUR).toISOString() });
    const past = await aCode({
      startsAt: new Date(now - 2 * HOUR).toISOString(),
      endsAt: new Date(now - HOUR).toISOString(),
    });
    const disabled = await aCode();
    expect((await changeCode(disabled.id, { disabled: true })).json()).toMatchObject({ disabled: true });
    const otherTiers = await aCode({ tierIds: ['10k'] });
    const otherProgram = await aCode({ programIds: ['two-step'] });
    const tooLarge = await aCode({ kind: 'fixed', value: '249.00' });
    const cases = [
      ['NO-SUCH-CODE', DISCOUNT_CODE_MESSAGES.unknown],
      [future.code, DISCOUNT_CODE_MESSAGES.notStarted],
      [past.code, DISCOUNT_CODE_MESSAGES.expired],
      [disabled.code, DISCOUNT_CODE_MESSAGES.disabled],
      [otherTiers.code, DISCOUNT_CODE_MESSAGES.notApplicable],
      [otherProgram.code, DISCOUNT_CODE_MESSAGES.notApplicable],
      [tooLarge.code, DISCOUNT_CODE_MESSAGES.tooLarge],
    ] as const;
    for (const [code, message] of cases) {
      const response = await submit(trader, { ...TIER_25K, discountCode: code });
      expect(response.statusCode, code).toBe(400);
      expect(response.json(), code).toEqual({ message });
      expect((await preview(trader, `code=${code}&tierId=25k`)).json(), code).toEqual({ message });
    }
    // The same code for the tier it names applies; enabled again, the disabled one does too.
    expect(
      (await submit(trader, { tierId: '10k', amount: 10000, price: 139, discountCode: otherTiers.code })).statusCode,
    ).toBe(201);
    expect((await changeCode(disabled.id, { disabled: false })).statusCode).toBe(200);
    expect((await submit(trader, { ...TIER_25K, discountCode: disabled.code })).statusCode).toBe(201);
  });

  it('keeps the per-trader limit, releases a use when the purchase is marked not received, and audits every change', async () => {
    const code = await aCode({ maxUses: 2, maxUsesPerTrader: 1 });
    const first = billing.callerHeaders('trader');
    const used = await submit(first, { ...TIER_25K, discountCode: code.code });
    expect(used.statusCode).toBe(201);
    expect((await submit(first, { ...TIER_25K, discountCode: code.code })).json()).toEqual({
      message: DISCOUNT_CODE_MESSAGES.usedByTrader,
    });
    expect((await submit(billing.callerHeaders('trader'), { ...TIER_25K, discountCode: code.code })).statusCode).toBe(
      201,
    );
    expect((await submit(billing.callerHeaders('trader'), { ...TIER_25K, discountCode: code.code })).json()).toEqual({
      message: DISCOUNT_CODE_MESSAGES.exhausted,
    });

    // The first trader's money never came: their use is given back, to them or anyone.
    const purchaseId = (used.json() as TraderPurchase).id;
    expect((await billing.decide(purchaseId, admin, { status: 'not_received' })).statusCode).toBe(200);
    expect((await listCodes()).find((row) => row.id === code.id)).toMatchObject({ uses: 1 });
    expect((await submit(first, { ...TIER_25K, discountCode: code.code })).statusCode).toBe(201);

    // Raising the limit lets one more in; the change is audited before and after.
    const raised = await changeCode(code.id, { maxUses: 3 });
    expect(raised.json()).toMatchObject({ maxUses: 3, uses: 2 });
    const audited = (await billing.eventsAbout(code.id)).filter(
      (event) => event.subject === 'billing.audit.recorded' && event.data.action === 'discount_code.changed',
    );
    expect(audited).toMatchObject([{ data: { before: { maxUses: 2 }, after: { maxUses: 3 } } }]);
    expect(
      (await changeCode(code.id, { endsAt: '2000-01-01T00:00:00Z', startsAt: '2001-01-01T00:00:00Z' })).json(),
    ).toEqual({
      message: DISCOUNT_CODE_ADMIN_MESSAGES.window,
    });
    expect((await changeCode('7d5f0d8e-1b7a-4c1e-9d55-3d0c1b2a9f10', { disabled: true })).statusCode).toBe(404);
  });

  it('gives the last use to exactly one of two traders racing for it', async () => {
    for (let round = 0; round < 5; round += 1) {
      const code = await aCode({ maxUses: 1 });
      const answers = await Promise.all([
        submit(billing.callerHeaders('trader'), { ...TIER_25K, discountCode: code.code }),
        submit(billing.callerHeaders('trader'), { ...TIER_25K, discountCode: code.code }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
      expect(answers.find((answer) => answer.statusCode === 400)?.json()).toEqual({
        message: DISCOUNT_CODE_MESSAGES.exhausted,
      });
      expect(await purchasesHolding(code.code)).toBe('1');
    }
  });

  it('charges the paid price by card, prints the code and discount on the receipt, and refunds at most the paid price', async () => {
    const code = await aCode({ kind: 'fixed', value: '49.00' });
    const trader = billing.callerHeaders('trader');
    const { purchase, paymentIntentId } = await billing.paidPurchase(trader, {
      ...TIER_25K,
      discountCode: code.code,
    } as never);
    const checkout = billing.stripe
      .requests()
      .find((call) => call.path === '/v1/checkout/sessions' && call.form.client_reference_id === purchase.id);
    expect(checkout?.form).toMatchObject({ line_items: [{ price_data: { unit_amount: '20000' } }] });
    await billing.stripe.idle();

    const receipt = await billing.app.inject({
      method: 'GET',
      url: `/api/purchase/${purchase.id}/receipt`,
      headers: trader,
    });
    expect(receipt.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(receipt.rawPayload)), {
      mergePages: true,
    });
    const lines = text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim());
    expect(lines).toEqual(
      expect.arrayContaining([`Discount code: ${code.code}`, 'Discount -€49.00', 'Total paid €200.00']),
    );

    const refund = (body: object) =>
      billing.app.inject({
        method: 'POST',
        url: `/api/admin/purchases/${purchase.id}/refund`,
        headers: admin,
        payload: body,
      });
    expect((await refund({ amount: '249.00', reason: 'Too much' })).json()).toEqual({
      message: PURCHASE_SERVER_MESSAGES.refundTooLarge,
    });
    const full = await refund({ reason: 'Everything' });
    expect(full.json()).toMatchObject({ refundedAmount: '200.00', refundable: '0.00', listPrice: '249.00' });
    const stripeRefund = billing.stripe
      .requests()
      .find((call) => call.path === '/v1/refunds' && call.form.payment_intent === paymentIntentId);
    expect(stripeRefund?.form.amount).toBe('20000');
    await billing.stripe.idle();
    const refunded = (await billing.eventsAbout(purchase.id)).find(
      (event) => event.subject === 'billing.purchase.refunded',
    );
    expect(refunded?.data).toMatchObject({ amount: '200.00', full: true, paidPrice: '200.00', listPrice: '249.00' });
  });
});
