import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseApproved } from '@prop/contracts/events/billing';
import { programVersioned } from '@prop/contracts/events/programs';
import { type Program, SEED_PROGRAMS } from '@prop/contracts/program';
import { PURCHASE_SERVER_MESSAGES, traderPurchaseSchema } from '@prop/contracts/purchase';
import { eventually, startBilling, type TestBilling } from './helper.ts';

const TWO_STEP: Program = {
  ...(SEED_PROGRAMS.find(({ id }) => id === 'two-step') as Program),
  createdAt: new Date().toISOString(),
};

describe('purchases of a program', () => {
  let billing: TestBilling;
  let trader: Record<string, string>;
  beforeAll(async () => {
    billing = await startBilling();
    trader = billing.callerHeaders('trader');
  });
  afterAll(() => billing.close());

  const submit = (payload: object) =>
    billing.app.inject({ method: 'POST', url: '/api/purchase/funding-account', headers: trader, payload });
  /** Announces a version as programs does, and resolves once billing has kept it. */
  const announce = async (program: Program) => {
    await billing.publishEvent(programVersioned, { program });
    await eventually(async () => {
      const kept = await billing.deps.db
        .selectFrom('program_versions')
        .select('version')
        .where('program_id', '=', program.id)
        .where('version', '=', program.version)
        .executeTakeFirst();
      expect(kept).toBeDefined();
    });
  };

  it('is priced by the version on sale, names the program, and tells accounts which version was bought', async () => {
    expect((await submit({ programId: 'two-step', tierId: '25k', amount: 25000, price: 179 })).json()).toMatchObject({
      message: PURCHASE_SERVER_MESSAGES.programNotOnSale,
    });
    await announce(TWO_STEP);

    const created = await submit({ programId: 'two-step', tierId: '25k', amount: 25000, price: 179 });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: string };
    const mine = await billing.app.inject({ method: 'GET', url: '/api/purchase/history', headers: trader });
    const purchase = traderPurchaseSchema
      .array()
      .parse(mine.json())
      .find((row) => row.id === id);
    expect(purchase).toMatchObject({ amount: 25000, price: 179, tierId: '25k', tierName: 'Two-Step Challenge 25k' });

    expect((await billing.decide(id, billing.callerHeaders('admin'), { status: 'approved' })).statusCode).toBe(200);
    const approved = await billing.lastEvent(purchaseApproved.subject);
    expect(approved?.data).toMatchObject({
      purchaseId: id,
      amount: 25000,
      program: { id: 'two-step', version: 1, name: 'Two-Step Challenge' },
    });
  });

  it('refuses a size or price the version does not sell, and a withdrawn program', async () => {
    await announce(TWO_STEP);
    expect((await submit({ programId: 'two-step', tierId: '30k', amount: 30000, price: 200 })).statusCode).toBe(400);
    expect((await submit({ programId: 'two-step', tierId: '25k', amount: 50000, price: 179 })).json()).toMatchObject({
      message: PURCHASE_SERVER_MESSAGES.amountMismatch,
    });

    await announce({ ...TWO_STEP, version: 2, sizes: [{ amount: 25000, price: '199.00' }] });
    expect((await submit({ programId: 'two-step', tierId: '25k', amount: 25000, price: 179 })).statusCode).toBe(400);

    expect((await submit({ programId: 'two-step', tierId: '25k', amount: 25000, price: 199 })).statusCode).toBe(201);

    await announce({ ...TWO_STEP, version: 3, active: false });
    expect((await submit({ programId: 'two-step', tierId: '25k', amount: 25000, price: 199 })).json()).toMatchObject({
      message: PURCHASE_SERVER_MESSAGES.programNotOnSale,
    });
  });

  it('keeps a purchase without a program, or of Instant Funding, on the spec tiers', async () => {
    const plain = await submit({ tierId: '10k', amount: 10000, price: 139 });
    const named = await submit({ programId: 'instant-funding', tierId: '10k', amount: 10000, price: 139 });
    expect([plain.statusCode, named.statusCode]).toEqual([201, 201]);
  });
});
