import { randomUUID } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRegistered } from '@prop/contracts/events/identity';
import { PURCHASE_SERVER_MESSAGES, type TraderPurchase } from '@prop/contracts/purchase';
import { eventually, startBilling, type TestBilling } from './helper.ts';

const RECEIPT_FILE = /^attachment; filename="receipt-(R-\d{6,})\.pdf"$/;

/** The text of a PDF, line by line, as a reader (or a screen reader) gets it. */
async function linesOf(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim());
}

const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Amsterdam',
});

describe('purchase receipts', () => {
  let billing: TestBilling;
  let admin: Record<string, string>;
  beforeAll(async () => {
    billing = await startBilling({
      FIRM_NAME: 'Funded Trader B.V.',
      FIRM_ADDRESS: 'Herengracht 100|1015 BS Amsterdam|Netherlands',
      FIRM_REGISTRATION: '12345678',
      FIRM_VAT_ID: 'NL123456789B01',
      VAT_RATE_PERCENT: '21',
    });
    admin = billing.callerHeaders('admin');
  });
  afterAll(() => billing.close());

  const traderReceipt = (purchaseId: string, headers: Record<string, string>) =>
    billing.app.inject({ method: 'GET', url: `/api/purchase/${purchaseId}/receipt`, headers });
  const adminReceipt = (purchaseId: string, headers = admin) =>
    billing.app.inject({ method: 'GET', url: `/api/admin/purchases/${purchaseId}/receipt`, headers });

  /** A purchase the admin approved once its payment arrived. */
  async function paid(trader: Record<string, string>, tier?: { tierId: string; amount: number; price: number }) {
    const purchase = await billing.buy(trader, tier);
    expect((await billing.decide(purchase.id, admin, { status: 'approved' })).statusCode).toBe(200);
    return purchase;
  }

  /** The receipt number a download names, after checking it is a PDF download never cached. */
  function numberOf(response: Awaited<ReturnType<typeof traderReceipt>>): string {
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const number = RECEIPT_FILE.exec(String(response.headers['content-disposition']))?.[1];
    if (!number) throw new Error(`not a receipt download: ${response.headers['content-disposition']}`);
    return number;
  }

  const receiptRows = (purchaseId: string) =>
    billing.deps.db.selectFrom('receipts').selectAll().where('purchase_id', '=', purchaseId).execute();

  it('gives the buyer of a paid purchase a PDF receipt naming seller, buyer, purchase, and the VAT in the price', async () => {
    const userId = randomUUID();
    const trader = billing.callerHeaders('trader', userId);
    await billing.publishEvent(userRegistered, {
      userId,
      email: 'lukasz@example.com',
      firstName: 'Łukasz',
      lastName: 'Dvořák',
      country: null,
    });
    await eventually(async () =>
      expect(
        await billing.deps.db.selectFrom('known_users').select('id').where('id', '=', userId).execute(),
      ).toHaveLength(1),
    );
    const purchase = await paid(trader);

    const response = await traderReceipt(purchase.id, trader);
    const number = numberOf(response);
    const [row] = await receiptRows(purchase.id);
    const stored = await billing.deps.db
      .selectFrom('purchases')
      .select('processed_at')
      .where('id', '=', purchase.id)
      .executeTakeFirstOrThrow();
    expect(number).toBe(`R-${row?.number.padStart(6, '0')}`);

    const lines = await linesOf(response.rawPayload);
    expect(lines).toEqual([
      'Funded Trader B.V.',
      'Herengracht 100',
      '1015 BS Amsterdam',
      'Netherlands',
      'Company number 12345678',
      'VAT ID NL123456789B01',
      'Receipt',
      `Receipt number ${number}`,
      `Issued ${day.format(row?.issued_at)}`,
      `Paid ${day.format(stored.processed_at ?? undefined)}`,
      'Billed to',
      'Łukasz Dvořák',
      'lukasz@example.com',
      'Description Amount',
      '25k Professional €249.00',
      `Transaction ID: ${purchase.transactionId}`,
      'Payment method: Bank transfer',
      'Price excluding VAT €205.79',
      'VAT 21% €43.21',
      'Total paid €249.00',
      'Thank you for your purchase. All amounts are in euro.',
    ]);
  });

  it('numbers a receipt once: every download by the trader or an admin names the same number, and the next receipt the next one', async () => {
    const trader = billing.callerHeaders('trader');
    const first = await paid(trader);
    const second = await paid(trader, { tierId: '100k', amount: 100000, price: 599 });

    const number = numberOf(await traderReceipt(first.id, trader));
    expect(numberOf(await traderReceipt(first.id, trader))).toBe(number);
    expect(numberOf(await adminReceipt(first.id))).toBe(number);
    expect(await receiptRows(first.id)).toHaveLength(1);

    const next = numberOf(await adminReceipt(second.id));
    expect(Number(next.slice(2))).toBe(Number(number.slice(2)) + 1);
    const lines = await linesOf((await traderReceipt(second.id, trader)).rawPayload);
    expect(lines).toContain('100k Elite €599.00');
    expect(lines).toContain('Total paid €599.00');
  });

  it('takes one number when the first downloads of a receipt come at once', async () => {
    const trader = billing.callerHeaders('trader');
    const purchase = await paid(trader);
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => traderReceipt(purchase.id, trader)),
      ...Array.from({ length: 4 }, () => adminReceipt(purchase.id)),
    ]);
    expect(new Set(answers.map(numberOf)).size).toBe(1);
    expect(await receiptRows(purchase.id)).toHaveLength(1);
  });

  it('lists the refunds of the card payment that paid, with what is left, and leaves out a refunded second payment', async () => {
    const trader = billing.callerHeaders('trader');
    const purchase = await paid(trader);
    // What Stripe's webhooks leave behind for a card purchase refunded twice, and paid twice.
    await billing.deps.db
      .updateTable('purchases')
      .set({ payment_method: 'card', payment_intent_id: `pi_${randomUUID()}`, refunded: '49.50' })
      .where('id', '=', purchase.id)
      .execute();
    const { payment_intent_id: paidIntent } = await billing.deps.db
      .selectFrom('purchases')
      .select('payment_intent_id')
      .where('id', '=', purchase.id)
      .executeTakeFirstOrThrow();
    const refund = (
      paymentIntent: string,
      amount: string,
      kind: 'admin' | 'stripe' | 'duplicate_payment',
      at: string,
    ) => ({
      id: `re_${randomUUID()}`,
      purchase_id: purchase.id,
      payment_intent: paymentIntent,
      amount,
      kind,
      reason: null,
      refunded_by: 'stripe',
      created_at: new Date(at),
    });
    await billing.deps.db
      .insertInto('refunds')
      .values([
        refund(paidIntent ?? '', '49.00', 'admin', '2026-03-15T12:00:00Z'),
        refund(`pi_${randomUUID()}`, '249.00', 'duplicate_payment', '2026-03-15T13:00:00Z'),
        refund(paidIntent ?? '', '0.50', 'stripe', '2026-03-16T12:00:00Z'),
      ])
      .execute();

    const lines = await linesOf((await traderReceipt(purchase.id, trader)).rawPayload);
    expect(lines.slice(lines.indexOf('Payment method: Card'))).toEqual([
      'Payment method: Card',
      'Price excluding VAT €205.79',
      'VAT 21% €43.21',
      'Total paid €249.00',
      'Refunded 15 March 2026 -€49.00',
      'Refunded 16 March 2026 -€0.50',
      'Net paid €199.50',
      'Thank you for your purchase. All amounts are in euro.',
    ]);
  });

  it("keeps a trader's receipt from anyone else, and has none for a purchase not paid", async () => {
    const trader = billing.callerHeaders('trader');
    const purchase = await paid(trader);

    const notFound = { message: PURCHASE_SERVER_MESSAGES.notFound };
    const stolen = await traderReceipt(purchase.id, billing.callerHeaders('trader'));
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual(notFound);
    for (const response of [await traderReceipt(randomUUID(), trader), await adminReceipt(randomUUID())]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    expect((await traderReceipt('not-a-purchase', trader)).statusCode).toBe(400);
    expect((await traderReceipt(purchase.id, admin)).statusCode).toBe(403);
    expect((await adminReceipt(purchase.id, trader)).statusCode).toBe(403);
    for (const url of [`/api/purchase/${purchase.id}/receipt`, `/api/admin/purchases/${purchase.id}/receipt`]) {
      expect((await billing.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }

    const pending: TraderPurchase = await billing.buy(trader);
    const notReceived = await billing.buy(trader);
    await billing.decide(notReceived.id, admin, { status: 'not_received' });
    for (const response of [
      await traderReceipt(pending.id, trader),
      await adminReceipt(pending.id),
      await traderReceipt(notReceived.id, trader),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: PURCHASE_SERVER_MESSAGES.noReceipt });
    }
    expect(await receiptRows(pending.id)).toEqual([]);
  });

  it('keeps the number of a purchase set back to pending, for when it is approved again', async () => {
    const trader = billing.callerHeaders('trader');
    const purchase = await paid(trader);
    const number = numberOf(await traderReceipt(purchase.id, trader));

    await billing.decide(purchase.id, admin, { status: 'pending' });
    const meanwhile = await traderReceipt(purchase.id, trader);
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json()).toEqual({ message: PURCHASE_SERVER_MESSAGES.noReceipt });

    await billing.decide(purchase.id, admin, { status: 'approved' });
    expect(numberOf(await traderReceipt(purchase.id, trader))).toBe(number);
  });
});
