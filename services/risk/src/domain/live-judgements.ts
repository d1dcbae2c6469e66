import type { Rule } from '@prop/contracts/rule-pack';
import { instantAt } from '@prop/service-kit/time-zone';
import type { DayStart } from './day-start.ts';
import type { Judgement } from './rules/catalogue.ts';

/** One firm-zone date with deals, as risk keeps it from DealRecorded. */
export interface DayFacts {
  /** YYYY-MM-DD in the firm's zone. */
  day: string;
  entryDeals: number;
  closedProfit: string;
  largestEntryLots: number;
  lastDealAt: string;
}

/** An account as it stands now: what each rule of its pack is judged on for the objectives. */
export interface LiveState {
  packVersion: number;
  depositCents: number;
  balanceCents: number;
  equityCents: number;
  /** The high a trailing maximum loss trails. */
  highCents: number;
  /** The current trading day's start, by the daily loss rule's own reset. */
  dayStart: DayStart;
  /** The firm's zone, where trading days are dates. */
  timeZone: string;
  /** ISO instants: when the phase started (or the account was linked), and now. */
  startedAt: string;
  at: string;
  days: DayFacts[];
  /** The MT5 account's leverage when linked; null when not known. */
  leverage: number | null;
}

/** Noon of a firm-zone date: an instant that is on that date in the zone whatever its offset. */
function noonOf(day: string, timeZone: string): string {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return instantAt({ year, month, day: date }, 12 * 60, timeZone).toISOString();
}

/**
 * The judgement of a rule on an account's live state. The day-by-day facts stand in for the deals
 * and trades (one entry or one closed profit per day), which is all the trading days and
 * consistency rules look at. Deal and position conditions are judged as they happen and stored;
 * here they are judged on no deal, and the stored breaches and violations say when one broke.
 */
export function liveJudgement(rule: Rule, state: LiveState): Judgement {
  const { packVersion, depositCents, balanceCents, equityCents, timeZone, startedAt, at } = state;
  const base = { packVersion };
  switch (rule.rule) {
    case 'max_loss':
      return { ...base, rule, inputs: { depositCents, equityCents, state: { highCents: state.highCents } } };
    case 'daily_loss':
      return { ...base, rule, inputs: { depositCents, equityCents, dayStart: state.dayStart } };
    case 'profit_target':
      return { ...base, rule, inputs: { depositCents, balanceCents, equityCents } };
    case 'min_trading_days': {
      const traded = state.days.filter(({ entryDeals }) => entryDeals > 0);
      const deals = traded.map(({ day }) => ({ time: noonOf(day, timeZone), entryType: 'DEAL_ENTRY_IN' as const }));
      return { ...base, rule, inputs: { timeZone, deals } };
    }
    case 'max_phase_days':
      return { ...base, rule, inputs: { timeZone, startedAt, at } };
    case 'consistency': {
      const trades = state.days.map(({ day, closedProfit }) => ({
        closeTime: noonOf(day, timeZone),
        netProfit: closedProfit,
      }));
      return { ...base, rule, inputs: { timeZone, trades } };
    }
    case 'max_trade_volume': {
      const largest = Math.max(0, ...state.days.map(({ largestEntryLots }) => largestEntryLots));
      const deals = largest > 0 ? [{ id: 'largest', entryType: 'DEAL_ENTRY_IN' as const, volume: largest }] : [];
      return { ...base, rule, inputs: { deals } };
    }
    case 'inactivity': {
      const last =
        state.days
          .map(({ lastDealAt }) => lastDealAt)
          .sort()
          .at(-1) ?? null;
      return { ...base, rule, inputs: { at, startedAt, lastDealAt: last } };
    }
    case 'max_open_volume':
      return { ...base, rule, inputs: { positions: [] } };
    case 'expert_advisor':
      return { ...base, rule, inputs: { deals: [] } };
    // Not known (an account linked before its leverage was read): shown at the pack's own.
    case 'max_leverage':
      return { ...base, rule, inputs: { leverage: state.leverage ?? rule.leverage } };
    case 'weekend_holding':
      return { ...base, rule, inputs: { at, holdings: [] } };
    case 'news_trading':
      return { ...base, rule, inputs: { events: [], deals: [] } };
  }
}
