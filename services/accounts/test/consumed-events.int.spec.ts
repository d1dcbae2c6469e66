import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLinked } from '@prop/contracts/events/accounts';
import { purchaseApproved } from '@prop/contracts/events/billing';
import { userDeleted } from '@prop/contracts/events/identity';
import { phasePassed } from '@prop/contracts/events/programs';
import { breachDetected, breachReversed } from '@prop/contracts/events/risk';
import { type AccountsHarness, startAccounts, waitFor } from './helper.ts';

describe('events accounts consumes', () => {
  let accounts: AccountsHarness;
  beforeAll(async () => {
    accounts = await startAccounts({ SIM_ACCOUNTS: '4' });
  });
  afterAll(() => accounts.close());

  const accountOf = async (userId: string) => {
    const response = await accounts.get('/api/account', accounts.trader(userId));
    return response.statusCode === 200 ? response.json() : undefined;
  };
  const rowsOf = (userId: string) =>
    accounts.deps.db
      .selectFrom('trading_accounts')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
  const purchase = (userId: string, tierId = '25k', amount = 25000) => ({
    purchaseId: randomUUID(),
    userId,
    tierId,
    amount,
  });

  it('given an approved purchase redelivered and re-published under a new id, then one account of the tier size is opened and linked', async () => {
    // given
    const userId = randomUUID();
    const data = purchase(userId);

    // when
    const eventId = await accounts.publishEvent(purchaseApproved, data);
    await accounts.publishEvent(purchaseApproved, data, eventId);
    await accounts.publishEvent(purchaseApproved, data);

    // then
    expect(await accounts.streamCount('billing', 'billing.purchase.approved')).toBe(3);
    const account = await waitFor(() => accountOf(userId));
    expect(account).toMatchObject({
      status: 'active',
      fundingBalance: '25000',
      accountType: '25k Professional',
      balance: 25000,
      mt5Data: { server: 'PropSim-Demo' },
    });
    const stream = `${accounts.ns.namespace}_billing`.toUpperCase();
    await waitFor(async () => {
      const consumer = await accounts.deps.nats.jsm.consumers.info(stream, 'accounts-purchase-approved');
      return consumer.num_pending === 0 && consumer.num_ack_pending === 0 && consumer.delivered.stream_seq >= 3;
    });
    // the redelivery was recognised by its event id, the re-publish by its purchase id
    const handled = await accounts.deps.db
      .selectFrom('processed_events')
      .select('event_id')
      .where('consumer', '=', 'accounts-purchase-approved')
      .execute();
    expect(handled).toHaveLength(2);
    const rows = await rowsOf(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purchase_id: data.purchaseId, linked_by: null, status: 'active' });
    const provision = await accounts.deps.db
      .selectFrom('provisions')
      .selectAll()
      .where('purchase_id', '=', data.purchaseId)
      .executeTakeFirstOrThrow();
    expect(provision).toMatchObject({ status: 'linked', trading_account_id: rows[0]?.id });
    // the fresh demo account is a new MT5 account beyond the pool, shown to admins
    const listed = (await accounts.get('/api/admin/mt5-accounts', accounts.admin)).json();
    expect(listed).toHaveLength(5);
  });

  it('given a trader still trading an active account, when another purchase is approved, then it waits for an admin link', async () => {
    // given
    const userId = randomUUID();
    await accounts.publishEvent(purchaseApproved, purchase(userId, '10k', 10000));
    const first = await waitFor(() => accountOf(userId));
    const second = purchase(userId, '50k', 50000);

    // when
    await accounts.publishEvent(purchaseApproved, second);

    // then
    const provision = await waitFor(() =>
      accounts.deps.db
        .selectFrom('provisions')
        .selectAll()
        .where('purchase_id', '=', second.purchaseId)
        .executeTakeFirst(),
    );
    expect(provision).toMatchObject({ status: 'pending', funding_balance: '50000.00' });
    expect((await accountOf(userId))?.id).toBe(first.id);
  });

  it('given an approved purchase of a program, then the account has its size and AccountLinked names the program at its first phase', async () => {
    // given
    const userId = randomUUID();
    const data = {
      ...purchase(userId, '30k', 30000),
      program: { id: 'two-step', version: 3, name: 'Two-Step Challenge' },
    };

    // when
    await accounts.publishEvent(purchaseApproved, data);

    // then
    const account = await waitFor(() => accountOf(userId));
    expect(account).toMatchObject({
      status: 'active',
      fundingBalance: '30000',
      balance: 30000,
      accountType: 'Two-Step Challenge',
    });
    const linked = await waitFor(async () => {
      const rows = await accounts.deps.db
        .selectFrom('outbox')
        .select('envelope')
        .where('subject', '=', accountLinked.subject)
        .execute();
      return rows
        .map((row) => row.envelope as { data: { userId: string } })
        .find((envelope) => envelope.data.userId === userId);
    });
    expect(linked.data).toMatchObject({
      purchaseId: data.purchaseId,
      program: { id: 'two-step', version: 3, phaseIndex: 0 },
      leverage: 30,
    });
  });

  it('given a passed phase, then its account closes and the next phase opens once, same size, same enrolment', async () => {
    // given
    const userId = randomUUID();
    await accounts.publishEvent(purchaseApproved, {
      ...purchase(userId, '50k', 50000),
      program: { id: 'two-step', version: 1 },
    });
    const first = await waitFor(() => accountOf(userId));
    const passed = {
      enrolmentId: randomUUID(),
      userId,
      accountId: first.id,
      mt5AccountId: first.mt5AccountId,
      program: { id: 'two-step', name: 'Two-Step Challenge', version: 1 },
      phase: { index: 0, name: 'Phase 1', kind: 'evaluation' as const },
      nextPhaseIndex: 1,
      fundingBalance: '50000.00',
      passedAt: new Date().toISOString(),
    };

    // when
    const eventId = await accounts.publishEvent(phasePassed, passed);
    await accounts.publishEvent(phasePassed, passed, eventId);
    await accounts.publishEvent(phasePassed, passed);

    // then
    const next = await waitFor(async () => {
      const account = await accountOf(userId);
      return account?.id !== first.id ? account : undefined;
    });
    expect(next).toMatchObject({ status: 'active', fundingBalance: '50000', accountType: 'Two-Step Challenge' });
    const stream = `${accounts.ns.namespace}_programs`.toUpperCase();
    await waitFor(async () => {
      const consumer = await accounts.deps.nats.jsm.consumers.info(stream, 'accounts-phase-passed');
      return consumer.num_pending === 0 && consumer.num_ack_pending === 0 && consumer.delivered.stream_seq >= 3;
    });
    const rows = await rowsOf(userId);
    expect(rows.map((row) => [row.id, row.status, row.closed_reason])).toEqual([
      [first.id, 'closed', 'replaced'],
      [next.id, 'active', null],
    ]);
    const linked = await accounts.deps.db
      .selectFrom('outbox')
      .select('envelope')
      .where('subject', '=', accountLinked.subject)
      .execute();
    const nextLinked = linked
      .map((row) => row.envelope as { data: { accountId: string } })
      .find((envelope) => envelope.data.accountId === next.id);
    expect(nextLinked?.data).toMatchObject({
      purchaseId: null,
      program: { id: 'two-step', version: 1, phaseIndex: 1, enrolmentId: passed.enrolmentId },
    });
  });

  it('given a linked account, when risk detects a breach, then it becomes breached once and AccountStatusChanged is published', async () => {
    // given
    const userId = randomUUID();
    const mt5 = await accounts.freeMt5Account();
    await accounts.link(userId, mt5.id);
    const breach = {
      breachId: randomUUID(),
      userId,
      mt5AccountId: mt5.id,
      breachPercentage: 5.2,
      initialDeposit: '10000.00',
      currentEquity: '9480.00',
      breachedAt: new Date().toISOString(),
    };
    const changesBefore = await accounts.eventCount('accounts.account.status_changed');

    // when
    await accounts.publishEvent(breachDetected, breach);
    await accounts.publishEvent(breachDetected, breach);

    // then
    await waitFor(async () => (await accountOf(userId))?.status === 'breached');
    const rows = await rowsOf(userId);
    expect(rows).toMatchObject([{ status: 'breached' }]);
    expect(rows[0]?.breached_at).not.toBeNull();
    await waitFor(async () => (await accounts.eventCount('accounts.account.status_changed')) === changesBefore + 1);
  });

  it('given a breached account, when two admins reverse the breach, then it is active again once', async () => {
    // given
    const userId = randomUUID();
    const mt5 = await accounts.freeMt5Account();
    await accounts.link(userId, mt5.id);
    const account = await waitFor(() => accountOf(userId));
    const breachId = randomUUID();
    await accounts.publishEvent(breachDetected, {
      breachId,
      userId,
      mt5AccountId: mt5.id,
      breachPercentage: 5.2,
      initialDeposit: '10000.00',
      currentEquity: '9480.00',
      breachedAt: new Date().toISOString(),
    });
    await waitFor(async () => (await accountOf(userId))?.status === 'breached');
    const changesBefore = await accounts.eventCount('accounts.account.status_changed');
    const reversal = {
      breachId,
      userId,
      accountId: account.id,
      mt5AccountId: mt5.id,
      requestedBy: randomUUID(),
      approvedBy: randomUUID(),
      reversedAt: new Date().toISOString(),
    };

    // when
    await accounts.publishEvent(breachReversed, reversal);
    await accounts.publishEvent(breachReversed, reversal);

    // then
    await waitFor(async () => (await accountOf(userId))?.status === 'active');
    expect(await rowsOf(userId)).toMatchObject([{ id: account.id, status: 'active', breached_at: null }]);
    await waitFor(async () => (await accounts.eventCount('accounts.account.status_changed')) === changesBefore + 1);
  });

  it('given a breached account, when the trader buys again, then the lost account is closed and a fresh one linked', async () => {
    // given
    const userId = randomUUID();
    await accounts.publishEvent(purchaseApproved, purchase(userId, '10k', 10000));
    const lost = await waitFor(() => accountOf(userId));
    await accounts.publishEvent(breachDetected, {
      breachId: randomUUID(),
      userId,
      mt5AccountId: lost.mt5AccountId,
      breachPercentage: 6,
      initialDeposit: '10000.00',
      currentEquity: '9400.00',
      breachedAt: new Date().toISOString(),
    });
    await waitFor(async () => (await accountOf(userId))?.status === 'breached');

    // when
    await accounts.publishEvent(purchaseApproved, purchase(userId, '100k', 100000));

    // then
    const fresh = await waitFor(async () => {
      const account = await accountOf(userId);
      return account?.id !== lost.id && account;
    });
    expect(fresh).toMatchObject({ status: 'active', fundingBalance: '100000' });
    expect(await rowsOf(userId)).toMatchObject([
      { id: lost.id, status: 'closed', closed_reason: 'replaced' },
      { id: fresh.id, status: 'active' },
    ]);
  });

  it('given a linked trader, when identity deletes the user, then the account is unlinked and kept as history', async () => {
    // given
    const userId = randomUUID();
    const mt5 = await accounts.freeMt5Account();
    await accounts.link(userId, mt5.id);
    const deletedBy = randomUUID();

    // when
    await accounts.publishEvent(userDeleted, { userId, deletedBy });

    // then
    await waitFor(async () => (await accountOf(userId)) === undefined || undefined);
    expect(await rowsOf(userId)).toMatchObject([{ status: 'closed', closed_reason: 'user_deleted' }]);
    const listed = (await accounts.get('/api/admin/mt5-accounts', accounts.admin)).json();
    expect(listed.find((entry: { id: string }) => entry.id === mt5.id).linkedUserId).toBeNull();
  });

  it('given a provision waiting for an admin, when the admin links an account, then the provision is fulfilled by it', async () => {
    const userId = randomUUID();
    await accounts.publishEvent(purchaseApproved, purchase(userId, '10k', 10000));
    const first = await waitFor(() => accountOf(userId));
    const waiting = purchase(userId, '25k', 25000);
    await accounts.publishEvent(purchaseApproved, waiting);
    await waitFor(() =>
      accounts.deps.db
        .selectFrom('provisions')
        .select('status')
        .where('purchase_id', '=', waiting.purchaseId)
        .executeTakeFirst(),
    );
    await accounts.post('/api/admin/unlink-mt5', accounts.admin, { userId });
    const mt5 = await accounts.freeMt5Account();

    const linked = (await accounts.link(userId, mt5.id, '25000')).json();

    expect(linked.account.id).not.toBe(first.id);
    const provision = await accounts.deps.db
      .selectFrom('provisions')
      .selectAll()
      .where('purchase_id', '=', waiting.purchaseId)
      .executeTakeFirstOrThrow();
    expect(provision).toMatchObject({ status: 'linked', trading_account_id: linked.account.id });
  });
});
