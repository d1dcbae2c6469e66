import type { Deal } from '@prop/contracts/trading';
import { rolloversBetween } from './market-hours.ts';
import type { Prices } from './price-walk.ts';
import type { Trader } from './trader-behaviour.ts';
import type { TradingEngine } from './trading-engine.ts';

/**
 * One step of a simulated account from `previous` to `now`: the rollovers in between charge swap,
 * the new prices trigger stops, then the trader acts. History and live mode both move accounts so.
 */
export function stepAccount(
  engine: TradingEngine,
  trader: Trader,
  prices: Prices,
  previous: Date,
  now: Date,
): readonly Deal[] {
  const rollovers = rolloversBetween(previous.getTime(), now.getTime());
  for (let index = 0; index < rollovers.length; index++) engine.rollover(new Date(rollovers[index] as number));
  const stopped = engine.quote(prices, now);
  const acted = trader.act(engine, now);
  if (acted.length === 0) return stopped;
  return stopped.length === 0 ? acted : [...stopped, ...acted];
}
