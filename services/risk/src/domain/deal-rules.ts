import type { Rule } from '@prop/contracts/rule-pack';
import type { Deal } from '@prop/contracts/trading';
import { type BrokenRule, brokenOf } from './broken-rule.ts';
import type { Judgement } from './rules/catalogue.ts';
import type { NewsEvent } from './rules/news-trading.ts';
import { symbolCurrencies } from './rules/symbol-currencies.ts';

/** A rule a deal broke, with the judgement anyone can re-compute it from and its digest. */
export type BrokenByDeal = BrokenRule;

const MINUTE_MS = 60_000;

/**
 * Judges one deal by every deal rule of the rules given: each rule on that deal alone, so a
 * stored verdict names the one deal that broke it. `news` are the high-impact events near the
 * deal (`newsSpanOf`). Returns the rules broken (hard or soft).
 */
export function judgeDeal(
  rules: readonly Rule[],
  packVersion: number,
  deal: Deal,
  news: NewsEvent[] = [],
): BrokenByDeal[] {
  const broken: BrokenByDeal[] = [];
  for (const rule of rules) {
    const judgement = judgementOf(rule, packVersion, deal, news);
    const found = judgement && brokenOf(judgement);
    if (found) broken.push(found);
  }
  return broken;
}

/** Where to look for news a deal may have traded on: the pack's window around it, for the symbol's currencies. */
export function newsSpanOf(
  rules: readonly Rule[],
  deal: Pick<Deal, 'symbol' | 'time'>,
): { currencies: readonly string[]; fromMs: number; toMs: number } | undefined {
  const rule = rules.find((candidate) => candidate.rule === 'news_trading');
  if (!rule || !deal.symbol) return undefined;
  const atMs = Date.parse(deal.time);
  const windowMs = rule.minutes * MINUTE_MS;
  return { currencies: symbolCurrencies(deal.symbol), fromMs: atMs - windowMs, toMs: atMs + windowMs };
}

/** The judgement of a rule judged on a deal as it is recorded, undefined for any other rule. */
function judgementOf(rule: Rule, packVersion: number, deal: Deal, news: NewsEvent[]): Judgement | undefined {
  if (rule.rule === 'expert_advisor') {
    const { id, entryType, reason, magic } = deal;
    return { packVersion, rule, inputs: { deals: [{ id, entryType, reason, magic }] } };
  }
  if (rule.rule === 'max_trade_volume') {
    const { id, entryType, volume } = deal;
    return { packVersion, rule, inputs: { deals: [{ id, entryType, volume }] } };
  }
  if (rule.rule === 'news_trading') {
    const { id, type, symbol, time } = deal;
    return { packVersion, rule, inputs: { events: news, deals: [{ id, type, time, ...(symbol ? { symbol } : {}) }] } };
  }
  return undefined;
}
