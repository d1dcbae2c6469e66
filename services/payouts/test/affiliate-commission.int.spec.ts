import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliatePayoutRequested } from '@prop/contracts/events/affiliates';
import { withdrawalProcessed, withdrawalRequested } from '@prop/contracts/events/payouts';
import { userRegistered } from '@prop/contracts/events/identity';
import { withdrawalRequestListSchema } from '@prop/contracts/withdrawal';
import { WITHDRAWAL_MESSAGES } from '@prop/contracts/withdrawal-messages';
import { auditRecordsAbout } from '@prop/service-kit/testing/audit-records';
import { eventHandled } from '@prop/service-kit/testing/event-handled';
import { publishEvent } from '@prop/service-kit/testing/publish-event';
import { eventually, type PayoutsHarness, startPayouts, withdrawalOf } from './helper.ts';

describe('affiliate commission withdrawals (issue 23)', () => {
  let payouts: PayoutsHarness;
  beforeAll(async () => {
    payouts = await startPayouts({ mt5Accounts: 2, env: { WITHDRAWAL_SECOND_APPROVAL_ABOVE: '1000' } });
  });
  afterAll(() => payouts.close());

  const adminList = async () => {
    const response = await payouts.get('/api/admin/withdrawal-requests', payouts.admin);
    expect(response.statusCode).toBe(200);
    return withdrawalRequestListSchema.parse(response.json());
  };
  const rowsOf = (userId: string) =>
    payouts.deps.db.selectFrom('withdrawal_requests').selectAll().where('user_id', '=', userId).execute();
  const historyOf = (id: string) =>
    payouts.deps.db
      .selectFrom('withdrawal_history')
      .select(['status', 'actor_id', 'actor_role'])
      .where('request_id', '=', id)
      .orderBy('id')
      .execute();
  /** The events of one definition the service wrote about a request. */
  async function outboxData(subject: string, requestId: string) {
    const rows = await payouts.deps.db.selectFrom('outbox').select('envelope').where('subject', '=', subject).execute();
    return rows
      .map((row) => (row.envelope as { data: { requestId: string } }).data)
      .filter((data) => data.requestId === requestId);
  }
  const handled = (eventId: string) => eventHandled(payouts.deps.db, 'payouts-affiliate-payouts', eventId);

  /** The affiliates service asks for a payout of `amount`, as its outbox relay publishes it. */
  async function payoutRequested(userId: string, amount: string) {
    const data = {
      payoutId: randomUUID(),
      userId,
      amount,
      currency: 'EUR' as const,
      requestedAt: new Date().toISOString(),
    };
    // The harness's publisher puts any service's event on this namespace's streams, not only identity's.
    const event = await payouts.publishIdentityEvent(affiliatePayoutRequested, data);
    await handled(event.id);
    return { data, event };
  }

  it('given a payout requested by affiliates, then a pending affiliate_commission request without an account is listed for admins, once however often the event comes', async () => {
    const userId = randomUUID();
    await payouts.publishIdentityEvent(userRegistered, {
      userId,
      email: 'lin@example.com',
      firstName: 'Lin',
      lastName: 'Wei',
      country: 'Netherlands',
    });
    const { data, event } = await payoutRequested(userId, '123.45');

    await eventually(async () =>
      expect((await adminList()).find((entry) => entry.id === data.payoutId)).toMatchObject({
        status: 'pending',
        kind: 'affiliate_commission',
        amount: 123.45,
        profitShareAmount: 123.45,
        currency: 'EUR',
        bankDetails: null,
        awaitingSecondApproval: false,
        user: { id: userId, firstName: 'Lin' },
      }),
    );
    expect(await rowsOf(userId)).toMatchObject([
      { id: data.payoutId, kind: 'affiliate_commission', account_id: null, mt5_account_id: null, equity: null },
    ]);
    expect(await historyOf(data.payoutId)).toEqual([{ status: 'pending', actor_id: userId, actor_role: 'trader' }]);
    expect(await outboxData(withdrawalRequested.subject, data.payoutId)).toEqual([
      {
        requestId: data.payoutId,
        userId,
        amount: '123.45',
        profitShareAmount: '123.45',
        currency: 'EUR',
        kind: 'affiliate_commission',
        requestedAt: expect.any(String),
      },
    ]);

    // Redelivered under its id, and re-published under a new one: nothing is added.
    await publishEvent(payouts.deps.nats.js, payouts.config.NAMESPACE, affiliatePayoutRequested, data, {
      id: event.id,
    });
    const republished = await payouts.publishIdentityEvent(affiliatePayoutRequested, data);
    await handled(republished.id);
    expect(await rowsOf(userId)).toHaveLength(1);
    expect(await historyOf(data.payoutId)).toHaveLength(1);
    expect(await outboxData(withdrawalRequested.subject, data.payoutId)).toHaveLength(1);
  });

  it('given a commission above the second-approval amount, then it takes two different admins and publishes the decision once with its kind', async () => {
    const userId = randomUUID();
    const { data } = await payoutRequested(userId, '1500.00');
    const maker = payouts.admin;
    const checker = payouts.callerHeaders('admin');

    const first = await payouts.decide(data.payoutId, maker, { status: 'approved', adminNotes: 'Commission checked' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'pending',
      awaitingSecondApproval: true,
      kind: 'affiliate_commission',
    });
    expect(await outboxData(withdrawalProcessed.subject, data.payoutId)).toEqual([]);

    const same = await payouts.decide(data.payoutId, maker, { status: 'approved' });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({ message: WITHDRAWAL_MESSAGES.secondApprovalBySameAdmin });

    const second = await payouts.decide(data.payoutId, checker, { status: 'approved', adminNotes: 'Paid' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ status: 'approved', processedBy: checker['x-user-id'] });
    expect(await outboxData(withdrawalProcessed.subject, data.payoutId)).toEqual([
      expect.objectContaining({ status: 'approved', kind: 'affiliate_commission', profitShareAmount: '1500.00' }),
    ]);
    expect(await auditRecordsAbout(payouts.deps.db, data.payoutId)).toMatchObject([
      {
        actorId: maker['x-user-id'],
        after: { status: 'pending', kind: 'affiliate_commission', awaitingSecondApproval: true },
      },
      { actorId: checker['x-user-id'], after: { status: 'approved', kind: 'affiliate_commission' } },
    ]);
  });

  it('given a small commission rejected by one admin, then the rejection is published with its kind', async () => {
    const { data } = await payoutRequested(randomUUID(), '20.00');
    const rejected = await payouts.decide(data.payoutId, payouts.admin, { status: 'rejected', adminNotes: 'Fraud' });
    expect(rejected.statusCode).toBe(200);
    expect(await outboxData(withdrawalProcessed.subject, data.payoutId)).toEqual([
      expect.objectContaining({ status: 'rejected', kind: 'affiliate_commission' }),
    ]);
  });

  it("given a trader with a pending profit split, then a commission payout is taken too, neither blocks the other, and the trader's list keeps to profit splits", async () => {
    const trader = await payouts.traderWithEquity(10200);
    const split = await payouts.submit(trader.headers, withdrawalOf(200));
    expect(split.statusCode).toBe(201);
    const { data } = await payoutRequested(trader.userId, '15.00');
    expect((await rowsOf(trader.userId)).map((row) => [row.kind, row.status]).sort()).toEqual([
      ['affiliate_commission', 'pending'],
      ['profit_split', 'pending'],
    ]);
    // The profit split's one-pending rule still holds for its own kind.
    const again = await payouts.submit(trader.headers, withdrawalOf(200));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: WITHDRAWAL_MESSAGES.pendingExists });
    const own = (await payouts.get('/api/withdrawal/requests', trader.headers)).json() as { id: string }[];
    expect(own.map((entry) => entry.id)).toEqual([split.json().id]);

    // With the profit split decided, the pending commission does not block a new profit split.
    expect((await payouts.decide(split.json().id, payouts.admin, { status: 'rejected' })).statusCode).toBe(200);
    expect((await payouts.submit(trader.headers, withdrawalOf(200))).statusCode).toBe(201);
    expect((await rowsOf(trader.userId)).find((row) => row.id === data.payoutId)?.status).toBe('pending');
  });

  it('given the check constraints, then a profit split needs its account and a commission may not name one', async () => {
    const base = {
      user_id: randomUUID(),
      amount: '10.00',
      profit_share_amount: '10.00',
      currency: 'EUR',
      idempotency_key: randomUUID(),
      request_digest: 'x',
      created_at: new Date(),
    };
    await expect(
      payouts.deps.db
        .insertInto('withdrawal_requests')
        .values({
          ...base,
          bank_details: null,
          account_id: null,
          mt5_account_id: null,
          equity: null,
          funding_balance: null,
          snapshot_at: null,
        })
        .execute(),
    ).rejects.toThrow(/withdrawal_profit_split_has_its_account/);
    await expect(
      payouts.deps.db
        .insertInto('withdrawal_requests')
        .values({
          ...base,
          kind: 'affiliate_commission',
          bank_details: null,
          account_id: randomUUID(),
          mt5_account_id: null,
          equity: null,
          funding_balance: null,
          snapshot_at: null,
        })
        .execute(),
    ).rejects.toThrow(/withdrawal_commission_has_no_account/);
  });
});
