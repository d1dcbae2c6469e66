import { dealRecorded } from '@prop/contracts/events/accounts';
import type { Deal } from '@prop/contracts/trading';
import type { CommandScope } from '@prop/service-kit/command';
import { type HandlerRuntime, onEvent } from '@prop/service-kit/on-event';
import { localDateTexts } from '@prop/service-kit/time-zone';
import { findRiskAccount } from '../db/risk-accounts.ts';
import { storeObjectiveMet } from '../commands/record-objective-met.ts';
import { storeBrokenRule } from '../commands/store-broken-rule.ts';
import { listNewsBetween } from '../db/news-events.ts';
import { addDealToDay, countTradingDays } from '../db/trading-days.ts';
import type { RiskDb } from '../db/types.ts';
import { dealFactOf } from '../domain/deal-facts.ts';
import { judgeDeal, newsSpanOf } from '../domain/deal-rules.ts';
import { packRefOf } from '../domain/locked-pack.ts';
import { meetsProfitTarget } from '../domain/rules/profit-target.ts';
import type { RiskBook } from '../state/risk-book.ts';

export interface DealHandling {
  book: RiskBook;
  /** The firm's zone: a trading day is a date there. */
  timeZone: string;
  windowSeconds: number;
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
    scope.afterCommit(() => account.dealtAt(atMs));
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
    const span = newsSpanOf(rules, data.deal);
    const news = span ? await listNewsBetween(scope.trx, span.currencies, span.fromMs, span.toMs) : [];
    for (const broken of judgeDeal(rules, packRefOf(account.link.locked).version, data.deal, news)) {
      await storeBrokenRule(scope, { book, account, broken, atMs, windowSeconds });
    }
  };
}

/** The durable consumer of one partition's deals. */
export const dealRulesDurable = (partition: number) => `risk-deals-p${partition}`;

/**
 * The durable consumer of one partition's DealRecorded, run by the replica owning it: exactly once
 * per deal, in the order recorded; a new owner goes on where the last one acknowledged. Created
 * on a deployment upgraded from one durable for every partition, it starts where that one stopped.
 */
export function startDealRules(runtime: HandlerRuntime<RiskDb>, handling: DealHandling, partition: number) {
  const apply = applyDeal(handling);
  const durable = { durable: dealRulesDurable(partition), partition, startAfter: { durable: 'risk-deals' } };
  return onEvent(runtime, dealRecorded, durable, (event, scope) => apply(event.data, scope));
}
