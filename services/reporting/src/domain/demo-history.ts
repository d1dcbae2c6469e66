import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { accountLinked, accountStatusChanged, accountUnlinked } from '@prop/contracts/events/accounts';
import { purchaseApproved, purchaseCreated, purchaseRefunded } from '@prop/contracts/events/billing';
import type { AnyEventDefinition } from '@prop/contracts/events/envelope';
import { kycDecided, kycSubmitted, userRegistered } from '@prop/contracts/events/identity';
import { withdrawalProcessed, withdrawalRequested } from '@prop/contracts/events/payouts';
import { phasePassed, phaseStarted } from '@prop/contracts/events/programs';
import { breachDetected } from '@prop/contracts/events/risk';
import { ticketCreated, ticketReplied, ticketStatusUpdated } from '@prop/contracts/events/support';
import { moneyText } from '@prop/contracts/money';
import { FUNDING_TIERS } from '@prop/contracts/tiers';

/** One event of the demo past: what happened, and when. */
export interface DemoEvent {
  definition: AnyEventDefinition;
  data: unknown;
  at: Date;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A small seeded generator (mulberry32): the same demo past on every machine. */
function randomOf(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    chance: (p: number) => next() < p,
    between: (low: number, high: number) => low + next() * (high - low),
    whole: (low: number, high: number) => Math.floor(low + next() * (high - low + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
  };
}

const PROGRAMS = [
  { id: 'two-step', name: 'Two-Step', phases: ['Phase 1', 'Phase 2', 'Funded'], weight: 0.5 },
  { id: 'one-step', name: 'One-Step', phases: ['Evaluation', 'Funded'], weight: 0.3 },
  { id: 'instant-funding', name: 'Instant Funding', phases: ['Funded'], weight: 0.2 },
] as const;
type Program = (typeof PROGRAMS)[number];

/**
 * A plausible past of `days` days up to `now`, for the demo dashboard only: traders register (more
 * each month), send KYC documents, buy programs, pass or breach their phases, ask for payouts and
 * open tickets that staff answer, mostly within a day. Nothing after `now` is told.
 */
export function demoHistory(now: Date, days = 180, seed = 2026): DemoEvent[] {
  const random = randomOf(seed);
  const events: DemoEvent[] = [];
  const admin = '00000000-0000-4000-8000-00000000de00';
  const tell = <TData extends z.ZodType>(
    definition: AnyEventDefinition & { data: TData },
    data: z.input<TData>,
    at: number,
  ) => {
    if (at <= now.getTime()) events.push({ definition, data, at: new Date(at) });
  };
  const start = now.getTime() - days * DAY;

  const phaseOf = (
    userId: string,
    program: Program,
    index: number,
    accountId: string,
    mt5: string,
    enrolmentId: string,
  ) => ({
    enrolmentId,
    userId,
    accountId,
    mt5AccountId: mt5,
    program: { id: program.id, name: program.name, version: 1 },
    phase: {
      index,
      name: program.phases[index] as string,
      kind: index === program.phases.length - 1 ? ('funded' as const) : ('evaluation' as const),
    },
  });

  /** One account of a phase: trades until it passes, breaches or today comes; a funded one asks for payouts. */
  const trade = (
    userId: string,
    program: Program,
    index: number,
    enrolmentId: string,
    purchaseId: string | null,
    tierAmount: number,
    from: number,
  ) => {
    const accountId = randomUUID();
    const mt5 = String(random.whole(5_000_000, 5_999_999));
    const phase = phaseOf(userId, program, index, accountId, mt5, enrolmentId);
    const balance = `${tierAmount}.00`;
    tell(
      accountLinked,
      {
        userId,
        accountId,
        mt5AccountId: mt5,
        fundingBalance: balance,
        accountType: program.name,
        linkedBy: null,
        purchaseId,
      },
      from,
    );
    tell(
      phaseStarted,
      {
        ...phase,
        rulePack: { id: `${program.id}-${index}`, version: 1, rules: [] },
        startedAt: new Date(from).toISOString(),
      },
      from,
    );
    const funded = phase.phase.kind === 'funded';
    const outcome = random.between(0, 1);
    const breaches = funded ? outcome < 0.3 : outcome < 0.45;
    const passes = !funded && !breaches && outcome < 0.85;
    const endsAt = from + random.between(3, 28) * DAY;
    if (funded) {
      for (let payoutAt = from + 14 * DAY; payoutAt < (breaches ? endsAt : now.getTime()); payoutAt += 14 * DAY) {
        // Most funded traders do not make money every fortnight: payouts stay near two thirds of revenue.
        if (!random.chance(0.3)) continue;
        const share = random.whole(50, 900) * 100 + random.whole(0, 99);
        const ref = {
          requestId: randomUUID(),
          userId,
          amount: moneyText(BigInt(Math.round(share / 0.8))),
          profitShareAmount: moneyText(BigInt(share)),
          currency: 'EUR',
        };
        tell(
          withdrawalRequested,
          {
            ...ref,
            accountId,
            paymentMethod: random.pick(['bank', 'crypto'] as const),
            requestedAt: new Date(payoutAt).toISOString(),
          },
          payoutAt,
        );
        const processedAt = payoutAt + random.between(0.5, 3) * DAY;
        tell(
          withdrawalProcessed,
          {
            ...ref,
            status: random.chance(0.85) ? 'approved' : 'rejected',
            processedBy: admin,
            processedAt: new Date(processedAt).toISOString(),
          },
          processedAt,
        );
      }
    }
    const ref = { userId, accountId, mt5AccountId: mt5 };
    if (breaches) {
      const rule = random.chance(0.6)
        ? 'max_drawdown'
        : random.pick(['daily_loss', 'max_loss', 'expert_advisor'] as const);
      const at = new Date(endsAt).toISOString();
      tell(
        breachDetected,
        {
          breachId: randomUUID(),
          ...ref,
          rule,
          breachPercentage: 5,
          initialDeposit: balance,
          currentEquity: moneyText(BigInt(tierAmount * 95)),
          breachedAt: at,
        },
        endsAt,
      );
      tell(accountStatusChanged, { ...ref, from: 'active', to: 'breached' }, endsAt + 1000);
    } else if (passes) {
      tell(
        phasePassed,
        { ...phase, nextPhaseIndex: index + 1, fundingBalance: balance, passedAt: new Date(endsAt).toISOString() },
        endsAt,
      );
      tell(accountUnlinked, { ...ref, reason: 'replaced', unlinkedBy: null }, endsAt + 1000);
      trade(userId, program, index + 1, enrolmentId, null, tierAmount, endsAt + 2000);
    }
  };

  const registerTrader = (at: number) => {
    const userId = randomUUID();
    tell(
      userRegistered,
      {
        userId,
        email: `demo-${userId.slice(0, 8)}@demo.prop`,
        firstName: 'Demo',
        lastName: 'Trader',
        country: random.pick(['NL', 'DE', 'GB', 'FR', 'ES']),
      },
      at,
    );
    if (random.chance(0.65)) {
      const sent = at + random.between(0.1, 4) * DAY;
      tell(kycSubmitted, { userId }, sent);
      if (random.chance(0.9)) {
        const to = random.chance(0.8) ? 'approved' : 'rejected';
        tell(
          kycDecided,
          { userId, from: 'pending', to, decidedBy: admin, reason: to === 'rejected' ? 'Document unreadable' : null },
          sent + random.between(2, 40) * HOUR,
        );
      }
    }
    if (!random.chance(0.35)) return;
    const boughtAt = at + random.between(0.2, 10) * DAY;
    const tier = random.pick(FUNDING_TIERS);
    const roll = random.between(0, 1);
    const program =
      roll < PROGRAMS[0].weight
        ? PROGRAMS[0]
        : roll < PROGRAMS[0].weight + PROGRAMS[1].weight
          ? PROGRAMS[1]
          : PROGRAMS[2];
    const purchaseId = randomUUID();
    const price = `${tier.price}.00`;
    tell(
      purchaseCreated,
      {
        purchaseId,
        userId,
        tierId: tier.id,
        amount: tier.amount,
        price,
        currency: 'EUR',
        transactionId: `DEMO-${purchaseId.slice(0, 8)}`,
        paymentMethod: random.pick(['bank_transfer', 'card'] as const),
      },
      boughtAt,
    );
    if (!random.chance(0.9)) return;
    const paidAt = boughtAt + random.between(0.05, 1.5) * DAY;
    tell(
      purchaseApproved,
      {
        purchaseId,
        userId,
        tierId: tier.id,
        amount: tier.amount,
        program: { id: program.id, version: 1, name: program.name },
      },
      paidAt,
    );
    if (random.chance(0.06)) {
      const full = random.chance(0.6);
      const amount = full ? price : `${Math.round(tier.price / 2)}.00`;
      tell(
        purchaseRefunded,
        {
          purchaseId,
          userId,
          refundId: `re_demo_${purchaseId.slice(0, 8)}`,
          amount,
          refundedTotal: amount,
          full,
          kind: 'admin',
          closeAccount: false,
          refundedBy: admin,
        },
        paidAt + random.between(1, 10) * DAY,
      );
    }
    trade(userId, program, 0, randomUUID(), purchaseId, tier.amount, paidAt + 60_000);
  };

  const openTicket = (at: number) => {
    const ticketId = randomUUID();
    const userId = randomUUID();
    const ref = { ticketId, userId };
    tell(
      ticketCreated,
      {
        ...ref,
        category: random.pick(['account', 'payment', 'technical', 'general']),
        priority: random.pick(['high', 'medium', 'low'] as const),
      },
      at,
    );
    // Most within the promised day, some late; a few of the last days' are still waiting. Answered
    // tickets are worked on for up to a week, then closed, so only recent ones are open now.
    const answeredAt = at + (random.chance(0.8) ? random.between(0.5, 20) : random.between(24, 60)) * HOUR;
    if (answeredAt > now.getTime() - 5 * DAY && random.chance(0.3)) return;
    tell(ticketReplied, { ...ref, replyId: randomUUID(), isAdminReply: true, adminId: admin }, answeredAt);
    const update = { ...ref, assignedTo: 'Support Team' as const, updatedBy: admin };
    tell(ticketStatusUpdated, { ...update, from: 'open', to: 'in_progress' }, answeredAt);
    tell(
      ticketStatusUpdated,
      { ...update, from: 'in_progress', to: 'closed' },
      answeredAt + random.between(2, 168) * HOUR,
    );
  };

  for (let day = 0; day < days; day += 1) {
    const dayStart = start + day * DAY;
    // Growth: about two sign-ups a day half a year ago, about six now.
    const signUps = random.whole(1, 3) + Math.round((4 * day) / days);
    for (let n = 0; n < signUps; n += 1) registerTrader(dayStart + random.between(7, 23) * HOUR);
    const tickets = random.whole(0, 4);
    for (let n = 0; n < tickets; n += 1) openTicket(dayStart + random.between(6, 23) * HOUR);
  }
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}
