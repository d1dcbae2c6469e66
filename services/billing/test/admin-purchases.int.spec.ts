import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseApproved, purchaseUpdated } from '@prop/contracts/events/billing';
import { userDeleted, userRegistered, userUpdated } from '@prop/contracts/events/identity';
import { adminPurchaseListSchema, adminPurchaseSchema } from '@prop/contracts/purchase';
import { auditRecordsAbout } from '@prop/service-kit/testing/audit-records';
import { eventually, startBilling, type TestBilling } from './helper.ts';

describe('admin purchase routes', () => {
  let billing: TestBilling;
  let admin: Record<string, string>;
  beforeAll(async () => {
    billing = await startBilling();
    admin = billing.callerHeaders('admin');
  });
  afterAll(() => billing.close());

  const list = async () => {
    const response = await billing.app.inject({ method: 'GET', url: '/api/admin/purchases', headers: admin });
    expect(response.statusCode).toBe(200);
    return adminPurchaseListSchema.parse(response.json());
  };
  /** The approved events written for one purchase (every outbox row is published once, by its id). */
  const approvedEventsFor = async (purchaseId: string) => {
    const rows = await billing.deps.db
      .selectFrom('outbox')
      .select('envelope')
      .where('subject', '=', purchaseApproved.subject)
      .execute();
    return rows.filter((row) => (row.envelope as { data: { purchaseId: string } }).data.purchaseId === purchaseId);
  };

  it('approves a purchase with notes, records who and when, and publishes one approved event in the shape accounts reads', async () => {
    const trader = billing.callerHeaders('trader');
    const purchase = await billing.buy(trader);
    const approvedBefore = await billing.eventCount(purchaseApproved.subject);

    const response = await billing.decide(purchase.id, admin, { status: 'approved', adminNotes: '  Transfer seen  ' });
    expect(response.statusCode).toBe(200);
    const decided = adminPurchaseSchema.parse(response.json());
    expect(decided).toMatchObject({
      id: purchase.id,
      userId: trader['x-user-id'],
      status: 'approved',
      adminNotes: 'Transfer seen',
      processedBy: admin['x-user-id'],
      history: [{ from: 'pending', to: 'approved', decidedBy: admin['x-user-id'], notes: 'Transfer seen' }],
    });
    expect(Date.now() - Date.parse(decided.processedAt ?? '')).toBeLessThan(60_000);
    expect(await auditRecordsAbout(billing.deps.db, purchase.id)).toEqual([
      {
        actorId: admin['x-user-id'],
        action: 'purchase.decided',
        target: { type: 'purchase', id: purchase.id },
        before: { status: 'pending', adminNotes: null },
        after: { status: 'approved', adminNotes: 'Transfer seen' },
        requestId: expect.any(String),
      },
    ]);

    expect(await billing.eventCount(purchaseApproved.subject)).toBe(approvedBefore + 1);
    const event = await billing.lastEvent(purchaseApproved.subject);
    expect(event?.type).toBe('PurchaseApproved');
    // The schema accounts parses with: the data must pass it unchanged.
    expect(purchaseApproved.data.parse(event?.data)).toEqual({
      purchaseId: purchase.id,
      userId: trader['x-user-id'],
      tierId: '25k',
      amount: 25000,
      listPrice: '249.00',
      paidPrice: '249.00',
    });
  });

  it('publishes exactly one approved event when the same purchase is approved twice, or again after Set Pending', async () => {
    const purchase = await billing.buy(billing.callerHeaders('trader'));
    const updatedBefore = await billing.eventCount(purchaseUpdated.subject);
    const approvedBefore = await billing.eventCount(purchaseApproved.subject);

    const [first, second] = await Promise.all([
      billing.decide(purchase.id, admin, { status: 'approved' }),
      billing.decide(purchase.id, admin, { status: 'approved' }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await approvedEventsFor(purchase.id)).toHaveLength(1);
    expect(await billing.eventCount(purchaseUpdated.subject)).toBe(updatedBefore + 1);
    // The approval that changed nothing is no action: one audit record, not two.
    expect(await auditRecordsAbout(billing.deps.db, purchase.id)).toMatchObject([
      { action: 'purchase.decided', before: { status: 'pending' }, after: { status: 'approved' } },
    ]);

    const reopened = await billing.decide(purchase.id, admin, { status: 'pending' });
    expect(reopened.json()).toMatchObject({ status: 'pending', processedAt: null, processedBy: null });
    await billing.decide(purchase.id, admin, { status: 'approved' });
    expect(await approvedEventsFor(purchase.id)).toHaveLength(1);
    expect(await billing.eventCount(purchaseUpdated.subject)).toBe(updatedBefore + 3);
    expect(await billing.eventCount(purchaseApproved.subject)).toBe(approvedBefore + 1);

    const history = (await billing.decide(purchase.id, admin, { status: 'approved' })).json().history;
    expect(history.map((entry: { from: string; to: string }) => `${entry.from}->${entry.to}`)).toEqual([
      'pending->approved',
      'approved->pending',
      'pending->approved',
    ]);
    const audited = await auditRecordsAbout(billing.deps.db, purchase.id);
    expect(audited.map((entry) => `${entry.before?.status}->${entry.after?.status}`)).toEqual([
      'pending->approved',
      'approved->pending',
      'pending->approved',
    ]);
  });

  it("marks a purchase 'Not Received' without provisioning anything", async () => {
    const purchase = await billing.buy(billing.callerHeaders('trader'), { tierId: '100k', amount: 100000, price: 599 });
    const updatedBefore = await billing.eventCount(purchaseUpdated.subject);
    const response = await billing.decide(purchase.id, admin, {
      status: 'not_received',
      adminNotes: 'No transfer after 14 days',
    });
    expect(response.json()).toMatchObject({
      status: 'not_received',
      adminNotes: 'No transfer after 14 days',
      processedBy: admin['x-user-id'],
    });
    expect(await approvedEventsFor(purchase.id)).toHaveLength(0);
    expect(await billing.eventCount(purchaseUpdated.subject)).toBe(updatedBefore + 1);
    expect(purchaseUpdated.data.parse((await billing.lastEvent(purchaseUpdated.subject))?.data)).toMatchObject({
      purchaseId: purchase.id,
      from: 'pending',
      to: 'not_received',
      decidedBy: admin['x-user-id'],
    });
    expect(await auditRecordsAbout(billing.deps.db, purchase.id)).toMatchObject([
      {
        actorId: admin['x-user-id'],
        action: 'purchase.decided',
        before: { status: 'pending', adminNotes: null },
        after: { status: 'not_received', adminNotes: 'No transfer after 14 days' },
      },
    ]);
  });

  it('lists pending and processed purchases apart and sums the revenue of approved purchases only, exactly', async () => {
    const fresh = await startBilling();
    try {
      const freshAdmin = fresh.callerHeaders('admin');
      const freshList = async () =>
        adminPurchaseListSchema.parse(
          (await fresh.app.inject({ method: 'GET', url: '/api/admin/purchases', headers: freshAdmin })).json(),
        );
      expect(await freshList()).toEqual({ pending: [], processed: [], totalRevenue: '0.00', currency: 'EUR' });

      const trader = fresh.callerHeaders('trader');
      const starter = await fresh.buy(trader, { tierId: '10k', amount: 10000, price: 139 });
      const professional = await fresh.buy(trader);
      const expert = await fresh.buy(trader, { tierId: '50k', amount: 50000, price: 379 });
      const elite = await fresh.buy(trader, { tierId: '100k', amount: 100000, price: 599 });
      const waiting = await fresh.buy(trader);

      await fresh.decide(starter.id, freshAdmin, { status: 'approved' });
      await fresh.decide(professional.id, freshAdmin, { status: 'approved' });
      await fresh.decide(expert.id, freshAdmin, { status: 'not_received' });
      await fresh.decide(elite.id, freshAdmin, { status: 'approved' });
      await fresh.decide(elite.id, freshAdmin, { status: 'pending' });

      const screen = await freshList();
      expect(screen.totalRevenue).toBe('388.00');
      expect(screen.pending.map((purchase) => purchase.id)).toEqual([waiting.id, elite.id]);
      expect(screen.processed.map((purchase) => purchase.id).sort()).toEqual(
        [starter.id, professional.id, expert.id].sort(),
      );
      expect(screen.processed[0]?.id).toBe(expert.id);
    } finally {
      await fresh.close();
    }
  });

  it('shows the buyer by name from identity events, follows updates and forgets a deleted user but keeps the purchase', async () => {
    const trader = billing.callerHeaders('trader');
    const userId = trader['x-user-id'] ?? '';
    const purchase = await billing.buy(trader);
    const shown = async () => (await list()).pending.find((entry) => entry.id === purchase.id);
    expect((await shown())?.user).toBeUndefined();

    const profile = (firstName: string) => ({
      userId,
      email: `${firstName.toLowerCase()}@example.com`,
      firstName,
      lastName: 'Lovelace',
      country: null,
    });
    await billing.publishEvent(userRegistered, profile('Ada'), new Date('2026-01-01T10:00:00Z'));
    await eventually(async () =>
      expect((await shown())?.user).toEqual({
        id: userId,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
      }),
    );
    await billing.publishEvent(userUpdated, profile('Augusta'), new Date('2026-01-02T10:00:00Z'));
    await eventually(async () => expect((await shown())?.user?.firstName).toBe('Augusta'));

    await billing.publishEvent(userDeleted, { userId, deletedBy: admin['x-user-id'] ?? randomUUID() });
    await eventually(async () => expect((await shown())?.user).toBeUndefined());
    expect((await shown())?.userId).toBe(userId);
  });

  it('answers 404 for an unknown purchase and 400 for an unknown status', async () => {
    const unknown = await billing.decide(randomUUID(), admin, { status: 'approved' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Purchase not found' });
    const purchase = await billing.buy(billing.callerHeaders('trader'));
    const refused = await billing.decide(purchase.id, admin, { status: 'rejected' });
    expect(refused.statusCode).toBe(400);
    expect((await list()).pending.find((entry) => entry.id === purchase.id)?.status).toBe('pending');
  });

  it('answers 403 to a trader and 401 to an anonymous caller on every admin route, changing nothing', async () => {
    const trader = billing.callerHeaders('trader');
    const purchase = await billing.buy(trader);
    const approvedBefore = await billing.eventCount(purchaseApproved.subject);
    for (const [headers, status] of [
      [trader, 403],
      [{}, 401],
    ] as const) {
      const listed = await billing.app.inject({ method: 'GET', url: '/api/admin/purchases', headers });
      expect(listed.statusCode).toBe(status);
      const decided = await billing.decide(purchase.id, headers, { status: 'approved' });
      expect(decided.statusCode).toBe(status);
    }
    expect(await billing.eventCount(purchaseApproved.subject)).toBe(approvedBefore);
    expect((await list()).pending.find((entry) => entry.id === purchase.id)?.status).toBe('pending');
    expect(await auditRecordsAbout(billing.deps.db, purchase.id)).toEqual([]);
  });
});
