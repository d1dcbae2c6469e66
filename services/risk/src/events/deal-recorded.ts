import { randomUUID } from 'node:crypto';
import { BREACH_RULES, type BreachRule } from '@prop/contracts/breach';
import { dealRecorded } from '@prop/contracts/events/accounts';
import { violationRecorded } from '@prop/contracts/events/risk';
import type { Deal } from '@prop/contracts/trading';
import type { CommandScope } from '@prop/service-kit/command';
import { type HandlerRuntime, onEvent } from '@prop/service-kit/on-event';
import { localDateTexts } from '@prop/service-kit/time-zone';
import { storeBreach } from '../commands/record-breach.ts';
import { findRiskAccount } from '../db/risk-accounts.ts';
import { storeObjectiveMet } from '../commands/record-objective-met.ts';
import { addDealToDay, countTradingDays } from '../db/trading-days.ts';
import type { RiskDb } from '../db/types.ts';
import { insertViolation } from '../db/violations.ts';
import { dealFactOf } from '../domain/deal-facts.ts';
import { type BrokenByDeal, judgeDeal } from '../domain/deal-rules.ts';
import { drawdownBps } from '../domain/drawdown-rule.ts';
import { packRefOf } from '../domain/locked-pack.ts';
import { meetsProfitTarget } from '../domain/rules/profit-target.ts';
import type { AccountRisk } from '../state/account-risk.ts';
import type { RiskBook } from '../state/risk-book.ts';

export interface DealHandling {
  book: RiskBook;
  /** The firm's zone: a trading day is a date there. */
  timeZone: string;
  windowSeconds: number;
}

function isBreachRule(rule: string): rule is BreachRule {
  return (BREACH_RULES as readonly string[]).includes(rule);
}

/**
 * Judges every deal accounts records on a followed account by its pack's deal rules, and keeps
 * the account's trading days. Only deals from the link on count: earlier ones were another
 * holder's. A deal of an account accounts has linked but risk not yet (its link event is handled
 * by another consumer), or of a program whose pack has not arrived, is retried until it is in.
 */
export function applyDeal({ book, timeZone, windowSeconds }: DealHandling) {
  const dateOf = localDateTexts(timeZone);
  return async (data: { accountId: string | null; deal: Deal }, scope: CommandScope<RiskDb>): Promise<void> => {
    if (data.accountId === null) return;
    const account = book.forAccount(data.accountId);
    if (!account) {
      if (await findRiskAccount(scope.trx, data.accountId)) return;
      throw new Error(`deal ${data.deal.id} of an account not linked yet: retried`);
    }
    const atMs = Date.parse(data.deal.time);
    if (atMs < Date.parse(account.link.linkedAt)) return;
    if (account.link.awaitsPack) throw new Error(`deal ${data.deal.id} of an account awaiting its pack: retried`);
    const fact = dealFactOf(data.deal, dateOf);
    await addDealToDay(scope.trx, data.accountId, fact);
    const rules = book.rulesOf(account.link);
    const minDays = rules.find((rule) => rule.rule === 'min_trading_days');
    if (fact.entry && minDays && (await countTradingDays(scope.trx, data.accountId)) >= minDays.days) {
      const target = rules.find((rule) => rule.rule === 'profit_target');
      const { link, balanceCents, equityCents } = account;
      const profitMet = target !== undefined && meetsProfitTarget(target, link.depositCents, balanceCents, equityCents);
      const passed = await storeObjectiveMet(scope, { link, rule: 'min_trading_days', atMs, profitMet });
      scope.afterCommit(() => {
        book.markMet(link.accountId, 'min_trading_days');
        if (passed) book.markMet(link.accountId, 'all_targets');
      });
    }
    const pack = packRefOf(account.link.locked);
    for (const broken of judgeDeal(rules, pack.version, data.deal)) {
      if (broken.verdict.status === 'breached') {
        const stored = await breach(scope, account, broken, atMs, windowSeconds);
        if (stored) scope.afterCommit(() => book.markBreached(account.link.accountId));
      } else await violate(scope, account, broken, pack, data.deal.time);
    }
  };
}

/** A hard rule broken by a deal: a breach like an update's, with the account's figures at the time. */
async function breach(
  scope: CommandScope<RiskDb>,
  account: AccountRisk,
  { judgement, verdict, hash }: BrokenByDeal,
  atMs: number,
  windowSeconds: number,
): Promise<boolean> {
  if (!isBreachRule(verdict.rule)) return false;
  const { link } = account;
  const equityCents = account.hasUpdate ? account.equityCents : link.depositCents;
  const stored = await storeBreach(scope, {
    link,
    // A deal crosses no equity line: the equity at the time stands as the line.
    verdict: {
      rule: verdict.rule,
      bps: drawdownBps(link.depositCents, equityCents),
      lineCents: equityCents,
      dayStartCents: null,
      judged: { pack: packRefOf(link.locked), judgement, hash },
    },
    atMs,
    balanceCents: account.hasUpdate ? account.balanceCents : link.depositCents,
    equityCents,
    windowSeconds,
    series: account.ring.since(atMs - windowSeconds * 1000),
  });
  return stored !== undefined;
}

/** A soft rule broken by a deal: a violation, shown and blocking a pass or a payout until reviewed. */
async function violate(
  { trx, emit }: CommandScope<RiskDb>,
  account: AccountRisk,
  { judgement, verdict, hash }: BrokenByDeal,
  rulePack: { id: string; version: number },
  triggeredAt: string,
): Promise<void> {
  if (!verdict.crossed) return;
  const { accountId, userId, mt5AccountId } = account.link;
  const violationId = randomUUID();
  const { crossed, rule } = verdict;
  await insertViolation(trx, {
    id: violationId,
    accountId,
    userId,
    mt5AccountId,
    rule,
    rulePack,
    crossed,
    inputs: judgement,
    hash,
    triggeredAt,
  });
  await emit(violationRecorded, {
    violationId,
    userId,
    accountId,
    mt5AccountId,
    rule,
    rulePack,
    crossed,
    hash,
    triggeredAt,
  });
}

/** One durable consumer of accounts' DealRecorded: exactly once per deal, in the order recorded. */
export function startDealRules(runtime: HandlerRuntime<RiskDb>, handling: DealHandling) {
  const apply = applyDeal(handling);
  return onEvent(runtime, dealRecorded, { durable: 'risk-deals' }, (event, scope) => apply(event.data, scope));
}
