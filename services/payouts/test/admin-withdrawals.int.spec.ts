import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDeleted, userRegistered, userUpdated } from '@prop/contracts/events/identity';
import { withdrawalRequestListSchema } from '@prop/contracts/withdrawal';
import { WITHDRAWAL_MESSAGES } from '@prop/contracts/withdrawal-messages';
import { auditRecordsAbout } from '@prop/service-kit/testing/audit-records';
import { countOf } from '@prop/service-kit/testing/metric-count';
import { withdrawalsDecided, withdrawalsRequested } from '../src/commands/withdrawal-metrics.ts';
import { eventually, type PayoutsHarness, startPayouts, withdrawalOf } from './helper.ts';

describe('admins review withdrawal requests', () => {
  let payouts: PayoutsHarness;
  beforeAll(async () => {
    // Payouts above 1000.00 need a second admin; the other tests' payouts are all well below it.
    payouts = await startPayouts({ mt5Accounts: 12, env: { WITHDRAWAL_SECOND_APPROVAL_ABOVE: '1000' } });
  });
  afterAll(() => payouts.close());

  const adminId = () => payouts.admin['x-user-id'];
  const adminList = async () => {
    const response = await payouts.get('/api/admin/withdrawal-requests', payouts.admin);
    expect(response.statusCode).toBe(200);
    return withdrawalRequestListSchema.parse(response.json());
  };
  const profile = (userId: string, firstName: string) => ({
    userId,
    email: `${firstName.toLowerCase()}@example.com`,
    firstName,
    lastName: 'Lovelace',
    country: 'Netherlands',
  });

  /** A trader known to identity with a pending request for a profit of `profit`. */
  async function pendingRequest(firstName: string, profit: number) {
    const trader = await payouts.traderWithEquity(10000 + profit);
    await payouts.publishIdentityEvent(userRegistered, profile(trader.userId, firstName));
    const response = await payouts.submit(trader.headers, withdrawalOf(profit));
    expect(response.statusCode).toBe(201);
    return { trader, request: response.json() as { id: string } };
  }

  it('given a pending request, when an admin approves it with a note, then it is processed once, recorded, published and the trader sees it', async () => {
    // given
    const requestedBefore = await countOf(withdrawalsRequested());
    const approvedBefore = await countOf(withdrawalsDecided(), { decision: 'approved' });
    const { trader, request } = await pendingRequest('Ada', 250);
    expect(await countOf(withdrawalsRequested())).toBe(requestedBefore + 1);
    await eventually(async () => {
      const listed = (await adminList()).find((entry) => entry.id === request.id);
      expect(listed).toMatchObject({
        status: 'pending',
        amount: 250,
        profitShareAmount: 150,
        user: { id: trader.userId, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      });
    });
    const processedBefore = await payouts.eventCount('payouts.withdrawal.processed');

    // when
    const approved = await payouts.decide(request.id, payouts.admin, {
      status: 'approved',
      adminNotes: ' Paid by SEPA ',
    });

    // then
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      id: request.id,
      status: 'approved',
      adminNotes: 'Paid by SEPA',
      processedBy: adminId(),
      processedAt: expect.stringMatching(/^2026-06-13T/),
      user: { firstName: 'Ada' },
    });
    const own = (await payouts.get('/api/withdrawal/requests', trader.headers)).json();
    expect(own).toMatchObject([{ id: request.id, status: 'approved', adminNotes: 'Paid by SEPA' }]);
    expect(await payouts.eventCount('payouts.withdrawal.processed')).toBe(processedBefore + 1);
    expect(await countOf(withdrawalsDecided(), { decision: 'approved' })).toBe(approvedBefore + 1);
    const history = await payouts.deps.db
      .selectFrom('withdrawal_history')
      .select(['status', 'actor_id', 'actor_role', 'notes'])
      .where('request_id', '=', request.id)
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { status: 'pending', actor_id: trader.userId, actor_role: 'trader', notes: null },
      { status: 'approved', actor_id: adminId(), actor_role: 'admin', notes: 'Paid by SEPA' },
    ]);
    // below the second-approval amount one approval decides, and it is audited once
    expect(approved.json()).toMatchObject({ firstApprovedBy: null, awaitingSecondApproval: false });
    expect(await auditRecordsAbout(payouts.deps.db, request.id)).toEqual([
      {
        actorId: adminId(),
        action: 'withdrawal.decided',
        target: { type: 'withdrawal', id: request.id },
        before: {
          status: 'pending',
          profitShareAmount: '150.00',
          currency: 'USD',
          adminNotes: null,
          firstApprovedBy: null,
          firstApprovalNotes: null,
          awaitingSecondApproval: false,
        },
        after: {
          status: 'approved',
          profitShareAmount: '150.00',
          currency: 'USD',
          adminNotes: 'Paid by SEPA',
          firstApprovedBy: null,
          firstApprovalNotes: null,
          awaitingSecondApproval: false,
        },
        requestId: expect.any(String),
      },
    ]);
  });

  it('given an approved request, when an admin rejects it afterwards, then 409 and it stays approved', async () => {
    // given
    const { request } = await pendingRequest('Grace', 120);
    expect((await payouts.decide(request.id, payouts.admin, { status: 'approved' })).statusCode).toBe(200);

    // when
    const rejected = await payouts.decide(request.id, payouts.admin, { status: 'rejected', adminNotes: 'oops' });
    const again = await payouts.decide(request.id, payouts.admin, { status: 'approved' });

    // then
    expect(rejected.statusCode).toBe(409);
    expect(rejected.json()).toEqual({ message: 'This withdrawal request has already been approved' });
    expect(again.statusCode).toBe(409);
    const row = await payouts.deps.db
      .selectFrom('withdrawal_requests')
      .selectAll()
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'approved', admin_notes: null });
    expect((await auditRecordsAbout(payouts.deps.db, request.id)).map((entry) => entry.action)).toEqual([
      'withdrawal.decided',
    ]);
  });

  it('given two admins deciding one request at once, when both submit, then one decision wins and the other gets 409', async () => {
    const { request } = await pendingRequest('Edsger', 130);
    const otherAdmin = payouts.callerHeaders('admin');

    const answers = await Promise.all([
      payouts.decide(request.id, payouts.admin, { status: 'approved' }),
      payouts.decide(request.id, otherAdmin, { status: 'rejected', adminNotes: 'Wallet unknown' }),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await auditRecordsAbout(payouts.deps.db, request.id)).toHaveLength(1);
  });

  it('given a rejected request, when the trader asks again, then a new request may be made and the rejection shows its note', async () => {
    // given
    const { trader, request } = await pendingRequest('Barbara', 140);
    await payouts.decide(request.id, payouts.admin, { status: 'rejected', adminNotes: 'IBAN does not match the name' });

    // when
    const again = await payouts.submit(trader.headers, withdrawalOf(140));

    // then
    expect(again.statusCode).toBe(201);
    const own = (await payouts.get('/api/withdrawal/requests', trader.headers)).json();
    expect(own).toMatchObject([
      { id: again.json().id, status: 'pending' },
      { id: request.id, status: 'rejected', adminNotes: 'IBAN does not match the name' },
    ]);
    const ofUser = await payouts.get(`/api/admin/user/withdrawals/${trader.userId}`, payouts.admin);
    expect(ofUser.json()).toMatchObject([
      { id: again.json().id, user: { firstName: 'Barbara' } },
      { id: request.id, status: 'rejected' },
    ]);
  });

  it("given two traders, when one reads or acts, then they never see or touch the other's request", async () => {
    // given
    const { request } = await pendingRequest('Alan', 160);
    const other = payouts.callerHeaders('trader');

    // when
    const ownList = await payouts.get('/api/withdrawal/requests', other);
    const decide = await payouts.decide(request.id, other, { status: 'approved' });
    const adminList = await payouts.get('/api/admin/withdrawal-requests', other);
    const ofUser = await payouts.get(`/api/admin/user/withdrawals/${randomUUID()}`, other);

    // then
    expect(ownList.json()).toEqual([]);
    expect([decide.statusCode, adminList.statusCode, ofUser.statusCode]).toEqual([403, 403, 403]);
    expect(decide.json()).toEqual({ message: 'Forbidden' });
    expect(await auditRecordsAbout(payouts.deps.db, request.id)).toEqual([]);
    const row = await payouts.deps.db
      .selectFrom('withdrawal_requests')
      .select('status')
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('given no caller, when calling the admin routes, then 401', async () => {
    const answers = await Promise.all([
      payouts.get('/api/admin/withdrawal-requests', {}),
      payouts.decide(randomUUID(), {}, { status: 'approved' }),
      payouts.get(`/api/admin/user/withdrawals/${randomUUID()}`, {}),
      payouts.get('/api/withdrawal/requests', {}),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401]);
  });

  it('given an unknown request or a bad decision, when an admin decides, then 404 and 400', async () => {
    const unknown = await payouts.decide(randomUUID(), payouts.admin, { status: 'approved' });
    const pending = await payouts.decide(randomUUID(), payouts.admin, { status: 'pending' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Withdrawal request not found' });
    expect(pending.statusCode).toBe(400);
  });

  it('given the admin list, when read, then pending requests come first, oldest first, then the processed ones', async () => {
    const list = await adminList();
    const statuses = list.map((entry) => entry.status);
    const firstProcessed = statuses.findIndex((status) => status !== 'pending');
    expect(statuses.slice(firstProcessed).every((status) => status !== 'pending')).toBe(true);
    const pending = list.filter((entry) => entry.status === 'pending').map((entry) => entry.createdAt);
    expect(pending).toEqual([...pending].sort());
  });

  it('given a user renamed and then deleted, when admins list, then the name follows and the request is kept without it', async () => {
    // given
    const { trader, request } = await pendingRequest('Katherine', 170);
    await payouts.publishIdentityEvent(userUpdated, profile(trader.userId, 'Kate'));
    await eventually(async () => {
      expect((await adminList()).find((entry) => entry.id === request.id)?.user?.firstName).toBe('Kate');
    });

    // when
    await payouts.publishIdentityEvent(userDeleted, { userId: trader.userId, deletedBy: adminId() ?? randomUUID() });

    // then
    await eventually(async () => {
      expect((await adminList()).find((entry) => entry.id === request.id)).toMatchObject({ user: null, amount: 170 });
    });
  });
  describe('maker-checker above the second-approval amount (1000.00 here)', () => {
    const row = (id: string) =>
      payouts.deps.db.selectFrom('withdrawal_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const history = (id: string) =>
      payouts.deps.db
        .selectFrom('withdrawal_history')
        .select(['status', 'actor_id', 'actor_role', 'notes'])
        .where('request_id', '=', id)
        .orderBy('id')
        .execute();

    it('given a payout of 1200.00, when a first admin approves, then it stays pending awaiting a second approval; the same admin again is refused; a second admin approves it', async () => {
      // given: a profit of 2000.00, of which the trader is paid 1200.00
      const { trader, request } = await pendingRequest('Hedy', 2000);
      const checker = payouts.callerHeaders('admin');
      const processedBefore = await payouts.eventCount('payouts.withdrawal.processed');

      // when: the first approval
      const first = await payouts.decide(request.id, payouts.admin, { status: 'approved', adminNotes: 'IBAN checked' });

      // then: recorded, still pending, nothing published as processed
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        status: 'pending',
        processedBy: null,
        processedAt: null,
        adminNotes: null,
        firstApprovedBy: adminId(),
        firstApprovedAt: expect.stringMatching(/^2026-06-13T/),
        firstApprovalNotes: 'IBAN checked',
        awaitingSecondApproval: true,
      });
      expect((await adminList()).find((entry) => entry.id === request.id)).toMatchObject({
        status: 'pending',
        firstApprovedBy: adminId(),
        awaitingSecondApproval: true,
      });
      expect((await payouts.get('/api/withdrawal/requests', trader.headers)).json()).toMatchObject([
        { id: request.id, status: 'pending' },
      ]);
      expect(await payouts.eventCount('payouts.withdrawal.processed')).toBe(processedBefore);

      // when: the same admin approves again
      const before = await row(request.id);
      const again = await payouts.decide(request.id, payouts.admin, { status: 'approved', adminNotes: 'Really' });

      // then: refused, and nothing changed
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: WITHDRAWAL_MESSAGES.secondApprovalBySameAdmin });
      expect(await row(request.id)).toEqual(before);

      // when: a different admin approves
      const second = await payouts.decide(request.id, checker, { status: 'approved', adminNotes: 'Paid by SEPA' });

      // then: approved by the second admin, the first approval kept, published once
      expect(second.statusCode).toBe(200);
      expect(second.json()).toMatchObject({
        status: 'approved',
        processedBy: checker['x-user-id'],
        adminNotes: 'Paid by SEPA',
        firstApprovedBy: adminId(),
        firstApprovalNotes: 'IBAN checked',
        awaitingSecondApproval: false,
      });
      expect(await payouts.eventCount('payouts.withdrawal.processed')).toBe(processedBefore + 1);
      expect(await history(request.id)).toEqual([
        { status: 'pending', actor_id: trader.userId, actor_role: 'trader', notes: null },
        { status: 'pending', actor_id: adminId(), actor_role: 'admin', notes: 'IBAN checked' },
        { status: 'approved', actor_id: checker['x-user-id'], actor_role: 'admin', notes: 'Paid by SEPA' },
      ]);

      // and the decided-once rule still holds, for both admins
      const late = await Promise.all([
        payouts.decide(request.id, payouts.admin, { status: 'rejected' }),
        payouts.decide(request.id, checker, { status: 'approved' }),
      ]);
      expect(late.map((answer) => answer.statusCode)).toEqual([409, 409]);
      expect(late[0]?.json()).toEqual({ message: 'This withdrawal request has already been approved' });

      // and each step is audited once, by its admin; the refusals are not
      const shared = { profitShareAmount: '1200.00', currency: 'USD' };
      expect(await auditRecordsAbout(payouts.deps.db, request.id)).toEqual([
        {
          actorId: adminId(),
          action: 'withdrawal.decided',
          target: { type: 'withdrawal', id: request.id },
          before: {
            status: 'pending',
            ...shared,
            adminNotes: null,
            firstApprovedBy: null,
            firstApprovalNotes: null,
            awaitingSecondApproval: false,
          },
          after: {
            status: 'pending',
            ...shared,
            adminNotes: null,
            firstApprovedBy: adminId(),
            firstApprovalNotes: 'IBAN checked',
            awaitingSecondApproval: true,
          },
          requestId: expect.any(String),
        },
        {
          actorId: checker['x-user-id'],
          action: 'withdrawal.decided',
          target: { type: 'withdrawal', id: request.id },
          before: {
            status: 'pending',
            ...shared,
            adminNotes: null,
            firstApprovedBy: adminId(),
            firstApprovalNotes: 'IBAN checked',
            awaitingSecondApproval: true,
          },
          after: {
            status: 'approved',
            ...shared,
            adminNotes: 'Paid by SEPA',
            firstApprovedBy: adminId(),
            firstApprovalNotes: 'IBAN checked',
            awaitingSecondApproval: false,
          },
          requestId: expect.any(String),
        },
      ]);
    });

    it('given a first approval, when another admin rejects it, then it is rejected with their note and the trader may ask again', async () => {
      // given
      const { trader, request } = await pendingRequest('Radia', 1800);
      const checker = payouts.callerHeaders('admin');
      expect((await payouts.decide(request.id, payouts.admin, { status: 'approved' })).json()).toMatchObject({
        status: 'pending',
        awaitingSecondApproval: true,
      });

      // when
      const rejected = await payouts.decide(request.id, checker, {
        status: 'rejected',
        adminNotes: 'Name does not match the IBAN',
      });

      // then
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json()).toMatchObject({
        status: 'rejected',
        processedBy: checker['x-user-id'],
        adminNotes: 'Name does not match the IBAN',
        firstApprovedBy: adminId(),
        awaitingSecondApproval: false,
      });
      expect((await payouts.decide(request.id, payouts.admin, { status: 'approved' })).statusCode).toBe(409);
      expect((await payouts.submit(trader.headers, withdrawalOf(1800))).statusCode).toBe(201);
      expect(await auditRecordsAbout(payouts.deps.db, request.id)).toMatchObject([
        { actorId: adminId(), after: { status: 'pending', awaitingSecondApproval: true } },
        {
          actorId: checker['x-user-id'],
          before: { status: 'pending', firstApprovedBy: adminId() },
          after: { status: 'rejected', adminNotes: 'Name does not match the IBAN', firstApprovedBy: adminId() },
        },
      ]);
    });

    it('given two admins approving a large request at the same moment, when both submit, then one is the first approval and the other approves it, published once', async () => {
      // given
      const { request } = await pendingRequest('Frances', 2500);
      const checker = payouts.callerHeaders('admin');
      const processedBefore = await payouts.eventCount('payouts.withdrawal.processed');

      // when
      const answers = await Promise.all([
        payouts.decide(request.id, payouts.admin, { status: 'approved' }),
        payouts.decide(request.id, checker, { status: 'approved' }),
      ]);

      // then
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const decided = await row(request.id);
      expect(decided.status).toBe('approved');
      expect([decided.first_approved_by, decided.processed_by].sort()).toEqual(
        [adminId(), checker['x-user-id']].sort(),
      );
      expect(await payouts.eventCount('payouts.withdrawal.processed')).toBe(processedBefore + 1);
      const audited = await auditRecordsAbout(payouts.deps.db, request.id);
      expect(audited.map((entry) => entry.after?.status)).toEqual(['pending', 'approved']);
      expect(audited[0]?.actorId).toBe(decided.first_approved_by);
      expect(audited[1]?.actorId).toBe(decided.processed_by);
    });

    it('given one admin approving a large request twice at the same moment, when both submit, then one first approval is recorded and the other is refused', async () => {
      // given
      const { request } = await pendingRequest('Barbara', 3000);

      // when
      const answers = await Promise.all([
        payouts.decide(request.id, payouts.admin, { status: 'approved' }),
        payouts.decide(request.id, payouts.admin, { status: 'approved' }),
      ]);

      // then
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await row(request.id)).toMatchObject({
        status: 'pending',
        first_approved_by: adminId(),
        processed_by: null,
      });
      expect(await auditRecordsAbout(payouts.deps.db, request.id)).toHaveLength(1);
    });
  });
});
