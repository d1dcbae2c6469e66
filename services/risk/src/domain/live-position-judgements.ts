import type { Rule } from '@prop/contracts/rule-pack';
import type { Judgement } from './rules/catalogue.ts';
import type { NewsTradingInputs } from './rules/news-trading.ts';
import { type HeldPosition, openVolumeJudgement, weekendJudgement } from './position-rules.ts';

/** What the position and news rules are judged on for the objectives: the open positions, the standing news verdicts. */
export interface PositionFacts {
  positions: HeldPosition[];
  /** The judgements of the news-trading verdicts still standing, as stored. */
  newsJudgements: unknown[];
}

/** Every deal and event of the stored news judgements, once each: judged again, they count the deals traded on news. */
function mergedNews(stored: unknown[]): NewsTradingInputs {
  const deals = new Map<string, NewsTradingInputs['deals'][number]>();
  const events = new Map<string, NewsTradingInputs['events'][number]>();
  for (const judgement of stored as { inputs: NewsTradingInputs }[]) {
    for (const deal of judgement.inputs.deals) deals.set(deal.id, deal);
    for (const event of judgement.inputs.events) events.set(`${event.time} ${event.currency}`, event);
  }
  return { events: [...events.values()], deals: [...deals.values()] };
}

/**
 * The live judgement of the rules judged on positions and news (undefined for any other rule): the
 * open volume and the positions held over a Friday close now, and the deals the standing news
 * verdicts named.
 */
export function livePositionJudgement(
  rule: Rule,
  packVersion: number,
  at: string,
  facts: PositionFacts,
): Judgement | undefined {
  switch (rule.rule) {
    case 'max_open_volume':
      return openVolumeJudgement(rule, packVersion, facts.positions);
    case 'weekend_holding':
      return weekendJudgement(rule, packVersion, Date.parse(at), facts.positions);
    case 'news_trading':
      return { packVersion, rule, inputs: mergedNews(facts.newsJudgements) };
    default:
      return undefined;
  }
}
