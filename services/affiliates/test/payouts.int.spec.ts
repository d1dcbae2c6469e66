import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFFILIATE_MESSAGES } from '@prop/contracts/affiliates';
import { affiliatePayoutRequested } from '@prop/contracts/events/affiliates';
import { withdrawalProcessed } from '@prop/contracts/events/payouts';
import { eventHandled } from '@prop/service-kit/testing/event-handled';
import { eventually, startAffiliates, type TestAffiliates } from './helper.ts';

describe('paying out commission through payouts', () => {
  let affiliates: TestAffiliates;
  beforeAll(async () => {
    affiliates = await startAffiliates();
  });
  afterAll(() => affiliates.close());

  /** An affiliate whose referred trader paid `prices`, with the commission accrued. */
  async function affiliateEarning(prices: string[], accrued: string) {
    const affiliate = await affiliates.joinedAffiliate();
    const userId = await affiliates.register(affiliate.code);
    await eventually(async () => expect((await affiliates.figuresOf(affiliate.headers)).signups).toBe(1));
    for (const price of prices) await affiliates.buyAndPay(userId, price);
    await eventually(async () =>
      expect((await affiliates.figuresOf(affiliate.headers)).commission.accrued).toBe(accrued),
    );
    return affiliate;
  }

  const requestPayout = (headers: Record<string, string>) =>
    affiliates.app.inject({ method: 'POST', url: '/api/affiliate/payout', headers });

  /** The AffiliatePayoutRequested events the service wrote for this affiliate. */
  async function requestedEvents(userId: string) {
    const rows = await affiliates.deps.db
      .selectFrom('outbox')
      .select('envelope')
      .where('subject', '=', affiliatePayoutRequested.subject)
      .execute();
    return rows
      .map((row) => row.envelope as { data: { payoutId: string; userId: string; amount: string; currency: string } })
      .filter((envelope) => envelope.data.userId === userId)
      .map((envelope) => envelope.data);
  }

  /** Waits until the decisions consumer has handled the event, and so every one before it. */
  const handled = (eventId: string) => eventHandled(affiliates.deps.db, 'affiliates-payout-decisions', eventId);

  /** Payouts' final decision on the affiliate_commission withdrawal whose id is the payout's. */
  const decision = (payoutId: string, userId: string, amount: string, status: 'approved' | 'rejected') => ({
    requestId: payoutId,
    userId,
    amount,
    profitShareAmount: amount,
    currency: 'EUR',
    kind: 'affiliate_commission' as const,
    status,
    processedBy: randomUUID(),
    processedAt: new Date().toISOString(),
  });

  it('reserves the whole available commission exactly and tells payouts', async () => {
    const affiliate = await affiliateEarning(['99.99', '0.05'], '10.01');
    const response = await requestPayout(affiliate.headers);
    expect(response.statusCode).toBe(201);
    expect(response.json().affiliate.commission).toEqual({
      accrued: '10.01',
      reversed: '0.00',
      paid: '0.00',
      pending: '10.01',
      available: '0.00',
    });
    const events = await requestedEvents(affiliate.userId);
    expect(events).toEqual([
      {
        payoutId: expect.any(String),
        userId: affiliate.userId,
        amount: '10.01',
        currency: 'EUR',
        requestedAt: expect.any(String),
      },
    ]);
    const row = await affiliates.deps.db
      .selectFrom('commission_payouts')
      .selectAll()
      .where('id', '=', events[0]?.payoutId ?? '')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ affiliate_id: affiliate.userId, amount: '10.01', status: 'pending', settled_at: null });
  });

  it('refuses with 400 when nothing is available, when a payout is pending, and for a trader who never joined', async () => {
    const empty = await affiliates.joinedAffiliate();
    const nothing = await requestPayout(empty.headers);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(AFFILIATE_MESSAGES.nothingToPayOut);

    const affiliate = await affiliateEarning(['50.00'], '5.00');
    expect((await requestPayout(affiliate.headers)).statusCode).toBe(201);
    const again = await requestPayout(affiliate.headers);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AFFILIATE_MESSAGES.payoutPending);
    expect(await requestedEvents(affiliate.userId)).toHaveLength(1);

    const stranger = await requestPayout(affiliates.callerHeaders('trader'));
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(AFFILIATE_MESSAGES.notAffiliate);
  });

  it('reserves once when two requests race', async () => {
    const affiliate = await affiliateEarning(['20.00'], '2.00');
    const codes = (await Promise.all([requestPayout(affiliate.headers), requestPayout(affiliate.headers)])).map(
      (response) => response.statusCode,
    );
    expect(codes.sort()).toEqual([201, 400]);
    expect((await affiliates.figuresOf(affiliate.headers)).commission).toMatchObject({
      pending: '2.00',
      available: '0.00',
    });
  });

  it('marks the commission paid on approval, and a redelivered approval changes nothing', async () => {
    const affiliate = await affiliateEarning(['30.00'], '3.00');
    await requestPayout(affiliate.headers);
    const [requested] = await requestedEvents(affiliate.userId);
    const payoutId = requested?.payoutId ?? '';
    const approved = await affiliates.publish(
      withdrawalProcessed,
      decision(payoutId, affiliate.userId, '3.00', 'approved'),
    );
    await eventually(async () =>
      expect((await affiliates.figuresOf(affiliate.headers)).commission).toEqual({
        accrued: '3.00',
        reversed: '0.00',
        paid: '3.00',
        pending: '0.00',
        available: '0.00',
      }),
    );
    const settled = await affiliates.deps.db
      .selectFrom('commission_payouts')
      .selectAll()
      .where('id', '=', payoutId)
      .executeTakeFirstOrThrow();

    // The same event again, the same decision re-published under a new id, and then a rejection of
    // the settled payout: none moves the money. The consumer takes its stream in order, so once the
    // last is handled the others were too.
    const again = decision(payoutId, affiliate.userId, '3.00', 'approved');
    await affiliates.redeliver(withdrawalProcessed, again, approved.id);
    await affiliates.publish(withdrawalProcessed, again);
    const late = await affiliates.publish(
      withdrawalProcessed,
      decision(payoutId, affiliate.userId, '3.00', 'rejected'),
    );
    await handled(late.id);
    expect(
      await affiliates.deps.db
        .selectFrom('commission_payouts')
        .selectAll()
        .where('id', '=', payoutId)
        .executeTakeFirstOrThrow(),
    ).toEqual(settled);
    expect((await affiliates.figuresOf(affiliate.headers)).commission).toMatchObject({
      paid: '3.00',
      available: '0.00',
    });
  });

  it('releases the reservation on rejection, so it can be requested again', async () => {
    const affiliate = await affiliateEarning(['40.00'], '4.00');
    await requestPayout(affiliate.headers);
    const [requested] = await requestedEvents(affiliate.userId);
    const payoutId = requested?.payoutId ?? '';
    const rejected = decision(payoutId, affiliate.userId, '4.00', 'rejected');
    const event = await affiliates.publish(withdrawalProcessed, rejected);
    await eventually(async () =>
      expect((await affiliates.figuresOf(affiliate.headers)).commission).toMatchObject({
        paid: '0.00',
        pending: '0.00',
        available: '4.00',
      }),
    );
    expect((await requestPayout(affiliate.headers)).statusCode).toBe(201);
    // The rejection again (redelivered, and re-published) must not release the new reservation.
    await affiliates.redeliver(withdrawalProcessed, rejected, event.id);
    const republished = await affiliates.publish(withdrawalProcessed, rejected);
    await handled(republished.id);
    expect((await affiliates.figuresOf(affiliate.headers)).commission).toMatchObject({
      paid: '0.00',
      pending: '4.00',
      available: '0.00',
    });
  });

  it('ignores decisions on profit-split withdrawals', async () => {
    const affiliate = await affiliateEarning(['60.00'], '6.00');
    await requestPayout(affiliate.headers);
    const [requested] = await requestedEvents(affiliate.userId);
    const other = {
      ...decision(requested?.payoutId ?? '', affiliate.userId, '6.00', 'approved'),
      kind: 'profit_split' as const,
    };
    const event = await affiliates.publish(withdrawalProcessed, other);
    await handled(event.id);
    expect((await affiliates.figuresOf(affiliate.headers)).commission).toMatchObject({ paid: '0.00', pending: '6.00' });
  });
});
