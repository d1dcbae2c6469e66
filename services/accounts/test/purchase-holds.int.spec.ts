import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FACTS_BUCKET, type AccountFactsEntry } from '@prop/contracts/account-facts';
import { ACCOUNT_SNAPSHOT_SUBJECT, accountSnapshotReplySchema } from '@prop/contracts/account-snapshot';
import { accountUnlinked } from '@prop/contracts/events/accounts';
import {
  purchaseApproved,
  purchaseDisputeClosed,
  purchaseDisputed,
  purchaseRefunded,
} from '@prop/contracts/events/billing';
import { phasePassed } from '@prop/contracts/events/programs';
import { type KV, openKv } from '@prop/service-kit/kv';
import { subjectFor } from '@prop/service-kit/nats';
import { type AccountsHarness, startAccounts, waitFor } from './helper.ts';

const HOLDS = 'accounts-purchase-holds';

describe('disputed and refunded purchases', () => {
  let accounts: AccountsHarness;
  let kv: KV;
  beforeAll(async () => {
    accounts = await startAccounts({ SIM_ACCOUNTS: '4' });
    kv = await openKv(accounts.deps.nats.nc, accounts.ns.namespace, ACCOUNT_FACTS_BUCKET);
  });
  afterAll(() => accounts.close());

  const accountOf = async (userId: string) => {
    const response = await accounts.get('/api/account', accounts.trader(userId));
    return response.statusCode === 200 ? response.json() : undefined;
  };
  const adminViewOf = async (userId: string) => {
    const response = await accounts.get(`/api/admin/user/account/${userId}`, accounts.admin);
    return response.statusCode === 200 ? response.json() : undefined;
  };
  const entryOf = async (userId: string) => {
    const entry = await kv.get(userId);
    return entry?.operation === 'PUT' ? entry.json<AccountFactsEntry>() : undefined;
  };
  const snapshotOf = async (userId: string) => {
    const subject = subjectFor(accounts.ns.namespace, ACCOUNT_SNAPSHOT_SUBJECT);
    const reply = await accounts.deps.nats.nc.request(subject, JSON.stringify({ userId }), { timeout: 2000 });
    return accountSnapshotReplySchema.parse(reply.json());
  };
  const rowsOf = (userId: string) =>
    accounts.deps.db
      .selectFrom('trading_accounts')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
  const provisionOf = (purchaseId: string) =>
    accounts.deps.db.selectFrom('provisions').selectAll().where('purchase_id', '=', purchaseId).executeTakeFirst();
  /** Waits until the holds consumer has handled every one of these events. */
  const handled = (...eventIds: string[]) =>
    waitFor(async () => {
      const rows = await accounts.deps.db
        .selectFrom('processed_events')
        .select('event_id')
        .where('consumer', '=', HOLDS)
        .where('event_id', 'in', eventIds)
        .execute();
      return rows.length === new Set(eventIds).size;
    });
  const freezeEvents = () => accounts.eventCount('accounts.account.freeze_changed');

  const purchase = (userId: string, extra: object = {}) => ({
    purchaseId: randomUUID(),
    userId,
    tierId: '10k',
    amount: 10000,
    ...extra,
  });
  const disputed = (bought: { purchaseId: string; userId: string }, disputeId = `dp_${randomUUID()}`) => ({
    purchaseId: bought.purchaseId,
    userId: bought.userId,
    disputeId,
    amount: '99.00',
    reason: 'fraudulent',
  });
  const closed = (dispute: ReturnType<typeof disputed>, outcome: 'won' | 'lost') => ({
    purchaseId: dispute.purchaseId,
    userId: dispute.userId,
    disputeId: dispute.disputeId,
    outcome,
  });
  const refunded = (bought: { purchaseId: string; userId: string }, closeAccount: boolean) => ({
    purchaseId: bought.purchaseId,
    userId: bought.userId,
    refundId: `re_${randomUUID()}`,
    amount: '99.00',
    refundedTotal: '99.00',
    full: true,
    kind: 'admin' as const,
    closeAccount,
    refundedBy: randomUUID(),
  });
  async function provisioned(userId: string, extra: object = {}) {
    const bought = purchase(userId, extra);
    await accounts.publishEvent(purchaseApproved, bought);
    return { bought, account: await waitFor(() => accountOf(userId)) };
  }

  const orders = [
    ['approved', 'disputed', 'decided'],
    ['approved', 'decided', 'disputed'],
    ['disputed', 'approved', 'decided'],
    ['disputed', 'decided', 'approved'],
    ['decided', 'approved', 'disputed'],
    ['decided', 'disputed', 'approved'],
  ] as const;
  const cases = (['won', 'lost'] as const).flatMap((outcome) => orders.map((order) => [outcome, order] as const));

  it.each(cases)(
    'given a dispute %s, with the events published at once as %j, then the end is the same',
    async (outcome, order) => {
      // given
      const userId = randomUUID();
      const bought = purchase(userId);
      const dispute = disputed(bought);
      const publish = {
        approved: () => accounts.publishEvent(purchaseApproved, bought),
        disputed: () => accounts.publishEvent(purchaseDisputed, dispute),
        decided: () => accounts.publishEvent(purchaseDisputeClosed, closed(dispute, outcome)),
      };

      // when
      const ids = Object.fromEntries(await Promise.all(order.map(async (name) => [name, await publish[name]()])));

      // then
      await handled(ids.disputed, ids.decided);
      await waitFor(() =>
        accounts.deps.db
          .selectFrom('processed_events')
          .select('event_id')
          .where('consumer', '=', 'accounts-purchase-approved')
          .where('event_id', '=', ids.approved)
          .executeTakeFirst(),
      );
      const rows = await rowsOf(userId);
      if (outcome === 'won') {
        expect(rows).toMatchObject([{ status: 'active', frozen_reason: null }]);
        await waitFor(async () => (await accountOf(userId))?.frozen === false);
        expect(await snapshotOf(userId)).toMatchObject({ found: true, frozen: false });
      } else {
        // closed as a chargeback, or never opened when the loss came before the approval
        expect(rows.every((row) => row.status === 'closed' && row.closed_reason === 'chargeback')).toBe(true);
        expect(rows.length === 1 || (await provisionOf(bought.purchaseId))?.status === 'cancelled').toBe(true);
        expect(await snapshotOf(userId)).toEqual({ found: false });
      }
    },
  );

  it('given a provisioned account, when its payment is disputed (twice, and re-published), then it is frozen once, everywhere, its status kept', async () => {
    // given
    const userId = randomUUID();
    const { bought, account } = await provisioned(userId);
    const before = await freezeEvents();
    const dispute = disputed(bought);

    // when
    const first = await accounts.publishEvent(purchaseDisputed, dispute);
    await accounts.publishEvent(purchaseDisputed, dispute, first);
    const again = await accounts.publishEvent(purchaseDisputed, dispute);

    // then
    await handled(first, again);
    const shown = await waitFor(async () => {
      const current = await accountOf(userId);
      return current?.frozen && current;
    });
    expect(shown).toMatchObject({ id: account.id, status: 'active', frozen: true, frozenReason: 'dispute' });
    expect(Date.parse(shown.frozenSince)).not.toBeNaN();
    expect(await adminViewOf(userId)).toMatchObject({ frozen: true, frozenReason: 'dispute' });
    await waitFor(async () => (await entryOf(userId))?.frozen === true);
    expect(await entryOf(userId)).toMatchObject({ status: 'active', frozenReason: 'dispute' });
    expect(await snapshotOf(userId)).toMatchObject({ found: true, accountId: account.id, frozen: true });
    expect(await rowsOf(userId)).toMatchObject([{ id: account.id, status: 'active', frozen_reason: 'dispute' }]);
    expect(await freezeEvents()).toBe(before + 1);
  });

  it('given two open disputes, when one is won, then the account stays frozen until the other is won too', async () => {
    // given
    const userId = randomUUID();
    const { bought } = await provisioned(userId);
    const first = disputed(bought);
    const second = disputed(bought);
    await handled(
      await accounts.publishEvent(purchaseDisputed, first),
      await accounts.publishEvent(purchaseDisputed, second),
    );

    // when
    const won = await accounts.publishEvent(purchaseDisputeClosed, closed(first, 'won'));

    // then
    await handled(won);
    expect(await snapshotOf(userId)).toMatchObject({ found: true, frozen: true });

    // when
    const alsoWon = await accounts.publishEvent(purchaseDisputeClosed, closed(second, 'won'));

    // then
    await handled(alsoWon);
    await waitFor(async () => (await accountOf(userId))?.frozen === false);
    await waitFor(async () => (await entryOf(userId))?.frozen === false);
    expect(await snapshotOf(userId)).toMatchObject({ found: true, status: 'active', frozen: false });
    expect(await rowsOf(userId)).toMatchObject([{ status: 'active', frozen_reason: null, frozen_at: null }]);
  });

  it('given a dispute won before its opening arrives, then the account is never frozen', async () => {
    // given
    const userId = randomUUID();
    const { bought } = await provisioned(userId);
    const dispute = disputed(bought);
    const before = await freezeEvents();

    // when
    const won = await accounts.publishEvent(purchaseDisputeClosed, closed(dispute, 'won'));
    await handled(won);
    const opened = await accounts.publishEvent(purchaseDisputed, dispute);

    // then
    await handled(opened);
    expect(await snapshotOf(userId)).toMatchObject({ found: true, frozen: false });
    expect(await freezeEvents()).toBe(before);
  });

  it('given a frozen account, when the dispute is lost (twice), then the account closes as a chargeback, unlinked like any closed account', async () => {
    // given
    const userId = randomUUID();
    const { bought, account } = await provisioned(userId);
    const dispute = disputed(bought);
    await handled(await accounts.publishEvent(purchaseDisputed, dispute));
    const unlinksBefore = await accounts.eventCount(accountUnlinked.subject);

    // when
    const lost = await accounts.publishEvent(purchaseDisputeClosed, closed(dispute, 'lost'));
    const lostAgain = await accounts.publishEvent(purchaseDisputeClosed, closed(dispute, 'lost'));

    // then
    await handled(lost, lostAgain);
    await waitFor(async () => (await accountOf(userId)) === undefined);
    await waitFor(async () => (await entryOf(userId)) === undefined);
    expect(await snapshotOf(userId)).toEqual({ found: false });
    expect(await rowsOf(userId)).toMatchObject([{ id: account.id, status: 'closed', closed_reason: 'chargeback' }]);
    expect(await accounts.eventCount(accountUnlinked.subject)).toBe(unlinksBefore + 1);
    const unlinked = await accounts.deps.db
      .selectFrom('outbox')
      .select('envelope')
      .where('subject', '=', accountUnlinked.subject)
      .execute();
    expect(
      unlinked
        .map((row) => row.envelope as { data: { accountId: string; reason: string; unlinkedBy: string | null } })
        .find((envelope) => envelope.data.accountId === account.id)?.data,
    ).toMatchObject({ reason: 'chargeback', unlinkedBy: null });
  });

  it('given a dispute lost before its opening arrives, then the account closes and the late opening changes nothing', async () => {
    const userId = randomUUID();
    const { bought } = await provisioned(userId);
    const dispute = disputed(bought);

    await handled(await accounts.publishEvent(purchaseDisputeClosed, closed(dispute, 'lost')));
    await handled(await accounts.publishEvent(purchaseDisputed, dispute));

    expect(await rowsOf(userId)).toMatchObject([{ status: 'closed', closed_reason: 'chargeback' }]);
    const stored = await accounts.deps.db
      .selectFrom('purchase_disputes')
      .selectAll()
      .where('dispute_id', '=', dispute.disputeId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ purchase_id: bought.purchaseId, status: 'lost' });
  });

  it('given a refund that asks to close the account, then it closes as refunded; one that does not changes nothing', async () => {
    // given
    const keeper = randomUUID();
    const kept = await provisioned(keeper);
    const leaver = randomUUID();
    const left = await provisioned(leaver);

    // when
    const keepIt = await accounts.publishEvent(purchaseRefunded, refunded(kept.bought, false));
    const closeIt = await accounts.publishEvent(purchaseRefunded, refunded(left.bought, true));

    // then
    await handled(keepIt, closeIt);
    await waitFor(async () => (await accountOf(leaver)) === undefined);
    expect(await rowsOf(leaver)).toMatchObject([{ id: left.account.id, status: 'closed', closed_reason: 'refunded' }]);
    expect(await accountOf(keeper)).toMatchObject({ id: kept.account.id, status: 'active', frozen: false });
    expect(await rowsOf(keeper)).toMatchObject([{ status: 'active', frozen_reason: null }]);
  });

  it('given a dispute before the purchase is approved, then its account opens frozen', async () => {
    // given
    const userId = randomUUID();
    const bought = purchase(userId);
    await handled(await accounts.publishEvent(purchaseDisputed, disputed(bought)));

    // when
    await accounts.publishEvent(purchaseApproved, bought);

    // then
    const account = await waitFor(() => accountOf(userId));
    await waitFor(async () => (await accountOf(userId))?.frozen === true);
    await waitFor(async () => (await entryOf(userId))?.frozen === true);
    expect(await snapshotOf(userId)).toMatchObject({ found: true, accountId: account.id, frozen: true });
    expect(await provisionOf(bought.purchaseId)).toMatchObject({ status: 'linked', trading_account_id: account.id });
  });

  it('given a refund closing the purchase before it is approved, then no account is opened for it', async () => {
    // given
    const userId = randomUUID();
    const bought = purchase(userId);
    await handled(await accounts.publishEvent(purchaseRefunded, refunded(bought, true)));

    // when
    const approvedId = await accounts.publishEvent(purchaseApproved, bought);

    // then
    await waitFor(() =>
      accounts.deps.db
        .selectFrom('processed_events')
        .select('event_id')
        .where('consumer', '=', 'accounts-purchase-approved')
        .where('event_id', '=', approvedId)
        .executeTakeFirst(),
    );
    expect(await provisionOf(bought.purchaseId)).toMatchObject({ status: 'cancelled', trading_account_id: null });
    expect(await rowsOf(userId)).toEqual([]);
  });

  it('given a provision waiting for an admin, when it is disputed, then the account the admin links for it opens frozen', async () => {
    // given: the trader still trades an earlier account, so the second purchase waits
    const userId = randomUUID();
    await provisioned(userId);
    const waiting = purchase(userId, { tierId: '25k', amount: 25000 });
    await accounts.publishEvent(purchaseApproved, waiting);
    await waitFor(() => provisionOf(waiting.purchaseId));
    await handled(await accounts.publishEvent(purchaseDisputed, disputed(waiting)));
    await accounts.post('/api/admin/unlink-mt5', accounts.admin, { userId });
    const mt5 = await accounts.freeMt5Account();

    // when
    const linked = (await accounts.link(userId, mt5.id, '25000')).json();

    // then
    expect(linked.account).toMatchObject({ frozen: true, frozenReason: 'dispute' });
    expect(await provisionOf(waiting.purchaseId)).toMatchObject({
      status: 'linked',
      trading_account_id: linked.account.id,
    });
    await waitFor(async () => (await entryOf(userId))?.frozen === true);
    expect(await accountOf(userId)).toMatchObject({ id: linked.account.id, frozen: true });
  });

  it('given a provision waiting for an admin, when a refund closes its purchase, then it is cancelled and the next link fulfils none', async () => {
    // given
    const userId = randomUUID();
    await provisioned(userId);
    const waiting = purchase(userId, { tierId: '25k', amount: 25000 });
    await accounts.publishEvent(purchaseApproved, waiting);
    await waitFor(() => provisionOf(waiting.purchaseId));

    // when
    await handled(await accounts.publishEvent(purchaseRefunded, refunded(waiting, true)));

    // then
    expect(await provisionOf(waiting.purchaseId)).toMatchObject({ status: 'cancelled' });
    await accounts.post('/api/admin/unlink-mt5', accounts.admin, { userId });
    const mt5 = await accounts.freeMt5Account();
    const linked = (await accounts.link(userId, mt5.id)).json();
    expect(linked.account).toMatchObject({ frozen: false });
    expect(await provisionOf(waiting.purchaseId)).toMatchObject({ status: 'cancelled', trading_account_id: null });
  });

  it('given a disputed purchase of a program, when a phase is passed, then the next phase opens frozen and the purchase’s later decisions reach it', async () => {
    // given
    const userId = randomUUID();
    const { bought, account: first } = await provisioned(userId, {
      tierId: '50k',
      amount: 50000,
      program: { id: 'two-step', version: 1 },
    });
    const dispute = disputed(bought);
    await handled(await accounts.publishEvent(purchaseDisputed, dispute));
    await waitFor(async () => (await accountOf(userId))?.frozen === true);

    // when
    await accounts.publishEvent(phasePassed, {
      enrolmentId: randomUUID(),
      userId,
      accountId: first.id,
      mt5AccountId: first.mt5AccountId,
      program: { id: 'two-step', name: 'Two-Step Challenge', version: 1 },
      phase: { index: 0, name: 'Phase 1', kind: 'evaluation' as const },
      nextPhaseIndex: 1,
      fundingBalance: '50000.00',
      passedAt: new Date().toISOString(),
    });

    // then
    const next = await waitFor(async () => {
      const account = await accountOf(userId);
      return account?.id !== first.id && account?.frozen && account;
    });
    expect(next).toMatchObject({ status: 'active', frozenReason: 'dispute' });

    // when the dispute is lost, the phase's account (the purchase's current one) closes
    await handled(await accounts.publishEvent(purchaseDisputeClosed, closed(dispute, 'lost')));

    // then
    expect((await rowsOf(userId)).map((row) => [row.id, row.status, row.closed_reason])).toEqual([
      [first.id, 'closed', 'replaced'],
      [next.id, 'closed', 'chargeback'],
    ]);
  });
});
