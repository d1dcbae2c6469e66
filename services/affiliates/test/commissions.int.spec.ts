import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseApproved, purchaseDisputeClosed, purchaseRefunded } from '@prop/contracts/events/billing';
import { userRegistered } from '@prop/contracts/events/identity';
import { auditRecordsAbout } from '@prop/service-kit/testing/audit-records';
import { eventually, startAffiliates, type TestAffiliates } from './helper.ts';

describe('commissions on referred purchases', () => {
  let affiliates: TestAffiliates;
  let admin: Record<string, string>;
  beforeAll(async () => {
    affiliates = await startAffiliates();
    admin = affiliates.callerHeaders('admin');
  });
  afterAll(() => affiliates.close());

  /** A fresh affiliate with one referred trader, attributed. */
  async function referredTrader() {
    const affiliate = await affiliates.joinedAffiliate();
    const userId = await affiliates.register(affiliate.code);
    await eventually(async () => expect((await affiliates.figuresOf(affiliate.headers)).signups).toBe(1));
    return { affiliate, userId };
  }

  const commissionOf = async (headers: Record<string, string>) => (await affiliates.figuresOf(headers)).commission;

  it('accrues the default 10% of the paid price when a referred purchase is paid', async () => {
    const { affiliate, userId } = await referredTrader();
    await affiliates.buyAndPay(userId, '249.00');
    await eventually(async () =>
      expect(await affiliates.figuresOf(affiliate.headers)).toMatchObject({
        purchases: 1,
        commission: { accrued: '24.90', reversed: '0.00', paid: '0.00', available: '24.90' },
      }),
    );
  });

  it('earns nothing on purchases of traders nobody referred', async () => {
    const affiliate = await affiliates.joinedAffiliate();
    const stranger = await affiliates.register();
    await affiliates.buyAndPay(stranger, '99.00');
    // A referred purchase after it, on the same streams: once it is counted, the stranger's was handled.
    const referred = await referredTrader();
    await affiliates.buyAndPay(referred.userId, '10.00');
    await eventually(async () => expect((await commissionOf(referred.affiliate.headers)).accrued).toBe('1.00'));
    expect(await affiliates.figuresOf(affiliate.headers)).toMatchObject({
      purchases: 0,
      commission: { accrued: '0.00' },
    });
    const rows = await affiliates.deps.db.selectFrom('commissions').select('referred_user_id').execute();
    expect(rows.map((row) => row.referred_user_id)).not.toContain(stranger);
  });

  it('reverses in proportion on partial refunds, exactly in full on the last, and is untouched by redelivery', async () => {
    const { affiliate, userId } = await referredTrader();
    const purchase = await affiliates.buyAndPay(userId, '99.99');
    await eventually(async () => expect((await commissionOf(affiliate.headers)).accrued).toBe('10.00'));

    const first = await affiliates.refund({ purchaseId: purchase.purchaseId, userId }, '33.33', '33.33', false);
    await eventually(async () => expect((await commissionOf(affiliate.headers)).reversed).toBe('3.33'));
    await affiliates.refund({ purchaseId: purchase.purchaseId, userId }, '33.33', '66.66', false);
    await eventually(async () => expect((await commissionOf(affiliate.headers)).reversed).toBe('6.67'));
    // The first refund delivered again: the running total never goes back.
    await affiliates.redeliver(purchaseRefunded, first.data, first.id);
    await affiliates.refund({ purchaseId: purchase.purchaseId, userId }, '33.33', '99.99', true);
    await eventually(async () =>
      expect(await commissionOf(affiliate.headers)).toEqual({
        accrued: '10.00',
        reversed: '10.00',
        paid: '0.00',
        pending: '0.00',
        available: '0.00',
      }),
    );
  });

  it('accrues once however often the payment is delivered or the purchase approved again', async () => {
    const { affiliate, userId } = await referredTrader();
    const purchase = await affiliates.buyAndPay(userId, '100.00');
    await affiliates.redeliver(
      purchaseApproved,
      { purchaseId: purchase.purchaseId, userId, tierId: 'tier-10k', amount: 10_000 },
      purchase.approvedEventId,
    );
    await affiliates.publish(purchaseApproved, {
      purchaseId: purchase.purchaseId,
      userId,
      tierId: 'tier-10k',
      amount: 10_000,
    });
    // A later purchase: once it is counted, every delivery before it was handled.
    await affiliates.buyAndPay(userId, '1.00');
    await eventually(async () =>
      expect(await affiliates.figuresOf(affiliate.headers)).toMatchObject({
        purchases: 2,
        commission: { accrued: '10.10' },
      }),
    );
  });

  it('reverses all of a purchase whose dispute was lost, nothing of one won', async () => {
    const { affiliate, userId } = await referredTrader();
    const lost = await affiliates.buyAndPay(userId, '50.00');
    const won = await affiliates.buyAndPay(userId, '20.00');
    const close = (purchaseId: string, outcome: 'won' | 'lost') =>
      affiliates.publish(purchaseDisputeClosed, { purchaseId, userId, disputeId: `dp_${purchaseId}`, outcome });
    await close(won.purchaseId, 'won');
    await close(lost.purchaseId, 'lost');
    await eventually(async () =>
      expect(await commissionOf(affiliate.headers)).toMatchObject({
        accrued: '7.00',
        reversed: '5.00',
        available: '2.00',
      }),
    );
  });

  it('lists every affiliate with the same figures for the back office', async () => {
    const { affiliate } = await referredTrader();
    const response = await affiliates.app.inject({ method: 'GET', url: '/api/admin/affiliates', headers: admin });
    expect(response.statusCode).toBe(200);
    const row = response.json().find((item: { userId: string }) => item.userId === affiliate.userId);
    expect(row).toEqual({
      ...(await affiliates.figuresOf(affiliate.headers)),
      userId: affiliate.userId,
      name: 'Ada Lovelace',
      email: affiliate.email,
    });
  });

  it('accrues a purchase paid before the registration was handled', async () => {
    const affiliate = await affiliates.joinedAffiliate();
    const userId = randomUUID();
    await affiliates.buyAndPay(userId, '40.00');
    await eventually(async () => {
      const row = await affiliates.deps.db
        .selectFrom('purchases')
        .select('paid_at')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      expect(row?.paid_at).toBeTruthy();
    });
    await affiliates.publish(userRegistered, {
      userId,
      email: `${userId}@example.com`,
      firstName: 'Late',
      lastName: 'Handler',
      country: null,
      referralCode: affiliate.code,
    });
    await eventually(async () => expect((await commissionOf(affiliate.headers)).accrued).toBe('4.00'));
  });

  // Last: it changes the default rate the tests above accrue at.
  it("applies the rates owners and finance set: a program's over its tier's over the default, each kept on the commission", async () => {
    const saved = await affiliates.app.inject({
      method: 'PUT',
      url: '/api/admin/affiliates/commission-rates',
      headers: admin,
      payload: {
        defaultPercent: '5',
        rates: [
          { scope: 'tier', key: 'tier-100k', percent: '7.5' },
          { scope: 'program', key: 'two-step', percent: '12.34' },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: 'Commission rates saved.',
      defaultPercent: '5',
      rates: [
        { scope: 'program', key: 'two-step', percent: '12.34' },
        { scope: 'tier', key: 'tier-100k', percent: '7.5' },
      ],
    });
    const { affiliate, userId } = await referredTrader();
    await affiliates.buyAndPay(userId, '100.00', 'tier-10k');
    await affiliates.buyAndPay(userId, '99.99', 'tier-100k');
    await affiliates.buyAndPay(userId, '200.00', 'tier-100k', { id: 'two-step', version: 1 });
    // 5.00 + 7.50 (7.499…) + 24.68
    await eventually(async () => expect((await commissionOf(affiliate.headers)).accrued).toBe('37.18'));

    expect(await auditRecordsAbout(affiliates.deps.db, 'commission-rates')).toEqual([
      expect.objectContaining({
        actorId: admin['x-user-id'],
        action: 'affiliate.commission_rates_changed',
        before: { default: 1000 },
        after: { default: 500, 'tier:tier-100k': 750, 'program:two-step': 1234 },
      }),
    ]);

    const bad = await affiliates.app.inject({
      method: 'PUT',
      url: '/api/admin/affiliates/commission-rates',
      headers: admin,
      payload: { defaultPercent: '101', rates: [] },
    });
    expect(bad.statusCode).toBe(400);
    const trader = await affiliates.app.inject({
      method: 'GET',
      url: '/api/admin/affiliates/commission-rates',
      headers: affiliates.callerHeaders('trader'),
    });
    expect(trader.statusCode).toBe(403);
  });
});
