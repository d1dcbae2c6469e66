import { randomUUID } from 'node:crypto';
import type { Nats } from '@prop/service-kit/nats';
import { accountLinked, accountStatusChanged, accountUnlinked } from '@prop/contracts/events/accounts';
import { purchaseApproved, purchaseCreated, purchaseRefunded } from '@prop/contracts/events/billing';
import { kycDecided, kycSubmitted, userRegistered } from '@prop/contracts/events/identity';
import { withdrawalProcessed, withdrawalRequested } from '@prop/contracts/events/payouts';
import { phasePassed, phaseStarted } from '@prop/contracts/events/programs';
import { breachDetected, breachReversed } from '@prop/contracts/events/risk';
import { ticketCreated, ticketReplied, ticketStatusUpdated } from '@prop/contracts/events/support';
import { eventPublisher } from '@prop/service-kit/testing/publish-event';

const id = () => randomUUID();
const at = (text: string) => new Date(text);

/**
 * A March 2026 of the firm (Amsterdam, UTC+1 then), told as the services would tell it; the
 * expected figures in reports.int.spec.ts are worked out by hand from these lines. Instants near
 * midnight UTC fall on the next Amsterdam day on purpose. Answers how many events it published.
 */
export async function publishScriptedHistory(js: Nats['js'], namespace: string): Promise<number> {
  const publishOne = eventPublisher(js, namespace);
  let published = 0;
  const publish: typeof publishOne = (definition, data, occurredAt) => {
    published += 1;
    return publishOne(definition, data, occurredAt);
  };
  const admin = id();
  const [u0, u1, u2, u3] = [id(), id(), id(), id()];
  const twoStep = { id: 'two-step', version: 1, name: 'Two-Step' };
  const price = (purchaseId: string, tierId: string, amount: number, text: string, when: string) =>
    publish(
      purchaseCreated,
      {
        purchaseId,
        userId: u1,
        tierId,
        amount,
        price: text,
        currency: 'EUR',
        transactionId: `tx-${purchaseId}`,
        paymentMethod: 'bank_transfer',
      },
      at(when),
    );
  const refund = (purchaseId: string, amount: string, total: string, when: string) =>
    publish(
      purchaseRefunded,
      {
        purchaseId,
        userId: u1,
        refundId: `re_${id()}`,
        amount,
        refundedTotal: total,
        full: false,
        kind: 'admin',
        closeAccount: false,
        refundedBy: admin,
      },
      at(when),
    );

  // Billing: three purchases paid in March (one just after midnight in Amsterdam), one paid in
  // February and refunded in March, one never paid.
  const [p1, p2, p3, p4, p5] = [id(), id(), id(), id(), id()];
  await price(p1, '25k', 25000, '249.00', '2026-03-02T09:00:00Z');
  await publish(
    purchaseApproved,
    { purchaseId: p1, userId: u1, tierId: '25k', amount: 25000, program: twoStep },
    at('2026-03-02T10:00:00Z'),
  );
  await price(p2, '10k', 10000, '139.00', '2026-03-02T20:00:00Z');
  await publish(
    purchaseApproved,
    { purchaseId: p2, userId: u1, tierId: '10k', amount: 10000 },
    at('2026-03-02T23:30:00Z'),
  );
  await price(p4, '50k', 50000, '379.00', '2026-02-26T09:00:00Z');
  await publish(
    purchaseApproved,
    {
      purchaseId: p4,
      userId: u1,
      tierId: '50k',
      amount: 50000,
      program: { id: 'one-step', version: 2, name: 'One-Step' },
    },
    at('2026-02-27T09:00:00Z'),
  );
  await refund(p4, '379.00', '379.00', '2026-03-05T12:00:00Z');
  await price(p3, '100k', 100000, '599.00', '2026-03-10T08:00:00Z');
  await publish(
    purchaseApproved,
    { purchaseId: p3, userId: u1, tierId: '100k', amount: 100000, program: twoStep },
    at('2026-03-10T09:00:00Z'),
  );
  await refund(p3, '100.50', '100.50', '2026-03-11T12:00:00Z');
  await refund(p3, '50.25', '150.75', '2026-03-12T12:00:00Z');
  await price(p5, '10k', 10000, '139.00', '2026-03-15T12:00:00Z');

  // Payouts: one asked and paid in March, one asked and rejected, one asked in February and paid in March.
  const withdrawal = async (share: string, requested: string, processed: string, status: 'approved' | 'rejected') => {
    const ref = { requestId: id(), userId: u1, amount: share, profitShareAmount: share, currency: 'EUR' };
    await publish(
      withdrawalRequested,
      { ...ref, accountId: id(), paymentMethod: 'bank', requestedAt: requested },
      at(requested),
    );
    await publish(withdrawalProcessed, { ...ref, status, processedBy: admin, processedAt: processed }, at(processed));
  };
  await withdrawal('300.00', '2026-02-25T10:00:00Z', '2026-03-01T10:00:00Z', 'approved');
  await withdrawal('800.00', '2026-03-04T10:00:00Z', '2026-03-06T10:00:00Z', 'approved');
  await withdrawal('1200.50', '2026-03-20T10:00:00Z', '2026-03-21T10:00:00Z', 'rejected');

  // Accounts, programs and risk: A1 passes Two-Step's first phase and A2 continues it; A3 (no
  // program, the 10k tier) breaches; A4's breach is reversed; A5 (an admin's link) breaches just
  // before midnight UTC, which is the next day in Amsterdam.
  const [a1, a2, a3, a4, a5] = [id(), id(), id(), id(), id()];
  const link = (accountId: string, purchaseId: string | null, accountType: string, when: string) =>
    publish(
      accountLinked,
      {
        userId: u1,
        accountId,
        mt5AccountId: `mt5-${accountId.slice(0, 8)}`,
        fundingBalance: '25000.00',
        accountType,
        linkedBy: purchaseId ? null : admin,
        purchaseId,
      },
      at(when),
    );
  const status = (accountId: string, from: 'active' | 'breached', to: 'active' | 'breached', when: string) =>
    publish(
      accountStatusChanged,
      { userId: u1, accountId, mt5AccountId: `mt5-${accountId.slice(0, 8)}`, from, to },
      at(when),
    );
  const phase = (accountId: string, index: number, when: string) => ({
    enrolmentId: '00000000-0000-4000-8000-000000000001',
    userId: u1,
    accountId,
    mt5AccountId: `mt5-${accountId.slice(0, 8)}`,
    program: twoStep,
    phase: { index, name: `Phase ${index + 1}`, kind: 'evaluation' as const },
    startedAt: when,
  });
  const breach = (breachId: string, accountId: string, rule: 'max_drawdown' | 'daily_loss', when: string) =>
    publish(
      breachDetected,
      {
        breachId,
        userId: u1,
        accountId,
        mt5AccountId: `mt5-${accountId.slice(0, 8)}`,
        rule,
        breachPercentage: 5,
        initialDeposit: '25000.00',
        currentEquity: '23750.00',
        breachedAt: when,
      },
      at(when),
    );
  await link(a1, p1, 'Two-Step', '2026-03-02T10:01:00Z');
  await publish(
    phaseStarted,
    { ...phase(a1, 0, '2026-03-02T10:01:00Z'), rulePack: { id: 'pack', version: 1, rules: [] } },
    at('2026-03-02T10:01:00Z'),
  );
  await publish(
    phasePassed,
    {
      ...phase(a1, 0, '2026-03-08T10:00:00Z'),
      nextPhaseIndex: 1,
      fundingBalance: '25000.00',
      passedAt: '2026-03-08T10:00:00Z',
    },
    at('2026-03-08T10:00:00Z'),
  );
  await publish(
    accountUnlinked,
    { userId: u1, accountId: a1, mt5AccountId: `mt5-${a1.slice(0, 8)}`, reason: 'replaced', unlinkedBy: null },
    at('2026-03-08T10:01:00Z'),
  );
  await link(a2, null, 'Two-Step', '2026-03-08T10:01:00Z');
  await publish(
    phaseStarted,
    { ...phase(a2, 1, '2026-03-08T10:01:00Z'), rulePack: { id: 'pack', version: 1, rules: [] } },
    at('2026-03-08T10:01:00Z'),
  );
  await link(a3, p2, 'Instant Funding', '2026-03-02T23:31:00Z');
  await breach(id(), a3, 'max_drawdown', '2026-03-15T10:00:00Z');
  await status(a3, 'active', 'breached', '2026-03-15T10:00:01Z');
  await link(a4, p3, 'Two-Step', '2026-03-10T09:01:00Z');
  await publish(
    phaseStarted,
    { ...phase(a4, 0, '2026-03-10T09:01:00Z'), rulePack: { id: 'pack', version: 1, rules: [] } },
    at('2026-03-10T09:01:00Z'),
  );
  const reversed = id();
  await breach(reversed, a4, 'daily_loss', '2026-03-12T10:00:00Z');
  await status(a4, 'active', 'breached', '2026-03-12T10:00:01Z');
  await publish(
    breachReversed,
    {
      breachId: reversed,
      userId: u1,
      accountId: a4,
      mt5AccountId: `mt5-${a4.slice(0, 8)}`,
      requestedBy: admin,
      approvedBy: id(),
      reversedAt: '2026-03-14T10:00:00Z',
    },
    at('2026-03-14T10:00:00Z'),
  );
  await status(a4, 'breached', 'active', '2026-03-14T10:00:01Z');
  await link(a5, null, 'Standard', '2026-03-05T10:00:00Z');
  await breach(id(), a5, 'daily_loss', '2026-03-15T23:30:00Z');
  await status(a5, 'active', 'breached', '2026-03-15T23:30:01Z');

  // Identity: three traders register in March (two on the 1st); one of February finishes KYC in March.
  const register = (userId: string, when: string) =>
    publish(
      userRegistered,
      { userId, email: `${userId}@example.com`, firstName: 'A', lastName: 'B', country: null },
      at(when),
    );
  const decide = (userId: string, to: 'approved' | 'rejected', when: string) =>
    publish(kycDecided, { userId, from: 'pending', to, decidedBy: admin, reason: null }, at(when));
  await register(u0, '2026-02-20T10:00:00Z');
  await publish(kycSubmitted, { userId: u0 }, at('2026-03-01T10:00:00Z'));
  await decide(u0, 'approved', '2026-03-02T10:00:00Z');
  await register(u1, '2026-03-01T10:00:00Z');
  await publish(kycSubmitted, { userId: u1 }, at('2026-03-02T10:00:00Z'));
  await decide(u1, 'approved', '2026-03-03T10:00:00Z');
  await register(u2, '2026-03-01T11:00:00Z');
  await publish(kycSubmitted, { userId: u2 }, at('2026-03-05T10:00:00Z'));
  await decide(u2, 'rejected', '2026-03-06T10:00:00Z');
  await register(u3, '2026-03-10T10:00:00Z');

  // Support: answered in 12 h (then closed), in 48 h (after the trader's own reply), and three unanswered.
  const ticket = async (when: string) => {
    const ticketId = id();
    await publish(ticketCreated, { ticketId, userId: u1, category: 'general', priority: 'medium' }, at(when));
    return ticketId;
  };
  const reply = (ticketId: string, staff: boolean, when: string) =>
    publish(
      ticketReplied,
      { ticketId, userId: u1, replyId: id(), isAdminReply: staff, adminId: staff ? admin : null },
      at(when),
    );
  const t1 = await ticket('2026-03-02T08:00:00Z');
  await reply(t1, true, '2026-03-02T20:00:00Z');
  await reply(t1, true, '2026-03-02T21:00:00Z');
  await publish(
    ticketStatusUpdated,
    { ticketId: t1, userId: u1, from: 'open', to: 'closed', assignedTo: null, updatedBy: admin },
    at('2026-03-02T21:00:00Z'),
  );
  const t2 = await ticket('2026-03-03T08:00:00Z');
  await reply(t2, false, '2026-03-03T09:00:00Z');
  await reply(t2, true, '2026-03-05T08:00:00Z');
  await publish(
    ticketStatusUpdated,
    { ticketId: t2, userId: u1, from: 'open', to: 'in_progress', assignedTo: 'Support Team', updatedBy: admin },
    at('2026-03-05T08:00:00Z'),
  );
  await ticket('2026-03-20T12:00:00Z');
  await ticket('2026-03-30T12:00:00Z');
  await ticket('2026-03-31T06:00:00Z');
  return published;
}
