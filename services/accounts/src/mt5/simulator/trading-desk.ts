import { type Money, moneyOfFigure } from '@prop/contracts/money';
import type { Deal, OpenSimulatedPosition, Position } from '@prop/contracts/trading';
import type { Clock } from '@prop/service-kit/clock';
import type { EquitySample } from '../../domain/trading/equity-buckets.ts';
import type { Mt5TradingFeed, TradingRead } from '../provider.ts';
import { seededRandom } from './seeded-random.ts';
import { stepAccount } from './trading/account-step.ts';
import { backHistory } from './trading/back-history.ts';
import { DAY_MS } from './trading/market-hours.ts';
import { type MarketTape, recordTape } from './trading/market-tape.ts';
import { NewsCalendar } from './trading/news-calendar.ts';
import { PriceWalk } from './trading/price-walk.ts';
import { symbolSpec } from './trading/symbols.ts';
import { liveTempo, type Trader, traderFor } from './trading/trader-behaviour.ts';
import { TradingEngine, type Valuation } from './trading/trading-engine.ts';

/** An order or price the simulated broker refuses (unknown symbol, bad volume or stops, market closed). */
export class SimulatorRefusal extends Error {}

interface Desk {
  engine: TradingEngine;
  /** The persona trading the account; none when only the control trades it. */
  trader: Trader | null;
  pastEquity: EquitySample[];
}

export interface TradingDeskOptions {
  seed: number;
  clock: Clock;
  /** Funded accounts trade by themselves (a persona each), with `historyDays` of past trading. */
  personas: boolean;
  historyDays: number;
}

/** Keeps the market apart from the pool's equity walk, so one does not shift the other for a seed. */
const MARKET_SEED_SALT = 0x6d61726b;

function refusing<T>(act: () => T): T {
  try {
    return act();
  } catch (error) {
    throw new SimulatorRefusal((error as Error).message);
  }
}

/**
 * The simulated broker's trading: one market (a seeded price walk of every symbol) and a trading
 * engine per account that trades, so equity is always balance + the floating profit of open
 * positions and every change of balance is a deal. An account trades once it is funded while
 * personas are on (after a back history replayed over the recorded market), or from the first
 * position the control opens on it; others keep the pool's cheap equity walk.
 */
export class TradingDesk implements Mt5TradingFeed {
  private readonly market: PriceWalk;
  private readonly desks = new Map<string, Desk>();
  /** The market's last `historyDays`, minute by minute, over which funded accounts' pasts are replayed. */
  private readonly tape: MarketTape | null;
  /** The releases every trader of the desk trades news around, live and in the pasts it replays. */
  private readonly news = new NewsCalendar();

  constructor(private readonly options: TradingDeskOptions) {
    const now = options.clock.now();
    const withHistory = options.personas && options.historyDays > 0;
    const start = withHistory ? new Date(now.getTime() - options.historyDays * DAY_MS) : now;
    this.market = new PriceWalk(seededRandom((options.seed ^ MARKET_SEED_SALT) >>> 0), start);
    this.tape = withHistory ? recordTape(this.market, now) : null;
  }

  trades(id: string): boolean {
    return this.desks.has(id);
  }

  /**
   * Starts trading on account `index` holding `balance`. With personas, its past is replayed over
   * the recorded market first (funded `historyDays` ago); otherwise `balance` is deposited now.
   */
  begin(id: string, index: number, balance: number, withHistory: boolean): void {
    const now = this.advanceMarket();
    if (withHistory && this.tape) {
      const history = backHistory({
        seed: this.options.seed,
        accountIndex: index,
        openingBalance: moneyOfFigure(balance),
        tape: this.tape,
        news: this.news,
      });
      history.engine.quote(this.market.prices(), now);
      history.trader.tempo = this.liveTempo(history.trader);
      this.desks.set(id, { engine: history.engine, trader: history.trader, pastEquity: history.samples });
      return;
    }
    // Tickets from the start time on: past any this account was given before a restart.
    const engine = new TradingEngine(index, BigInt(now.getTime()) * 1_000_000n);
    engine.quote(this.market.prices(), now);
    engine.deposit(moneyOfFigure(balance), now);
    const trader = this.options.personas ? traderFor(this.options.seed, index, { news: this.news }) : null;
    if (trader) trader.tempo = this.liveTempo(trader);
    this.desks.set(id, { engine, trader, pastEquity: [] });
  }

  /**
   * Takes up an account that traded before a restart: its stored balance and open positions, its
   * tickets from now on (never a stored one), its persona if personas are on.
   */
  resume(id: string, index: number, balance: number, positions: readonly Position[]): void {
    const now = this.advanceMarket();
    const engine = new TradingEngine(index, BigInt(now.getTime()) * 1_000_000n);
    engine.resume(moneyOfFigure(balance), positions);
    engine.quote(this.market.prices(), now);
    const trader = this.options.personas ? traderFor(this.options.seed, index, { news: this.news }) : null;
    if (trader) trader.tempo = this.liveTempo(trader);
    this.desks.set(id, { engine, trader, pastEquity: [] });
  }

  /**
   * Merges high-impact releases into the desk's calendar: news traders open around those still to
   * come (and around those of a past replayed from now on). Answers how many were new.
   */
  scheduleNews(instants: readonly Date[]): number {
    return this.news.add(instants);
  }

  valuation(id: string): Valuation | undefined {
    return this.desks.get(id)?.engine.markToMarket();
  }

  /** Moves the market to now and every trading account with it; answers the accounts that made deals. */
  step(): string[] {
    const previous = this.market.time;
    const now = this.advanceMarket();
    const prices = this.market.prices();
    const active: string[] = [];
    for (const [id, desk] of this.desks) {
      const deals = desk.trader
        ? stepAccount(desk.engine, desk.trader, prices, previous, now)
        : desk.engine.quote(prices, now);
      if (deals.length > 0) active.push(id);
    }
    return active;
  }

  open(id: string, order: OpenSimulatedPosition): Position {
    const desk = this.desks.get(id);
    if (!desk) throw new Error(`account ${id} does not trade`);
    const now = this.advanceMarket();
    desk.engine.quote(this.market.prices(), now);
    return refusing(() => desk.engine.openPosition(order, now).position);
  }

  close(id: string, positionId: string): boolean {
    const desk = this.desks.get(id);
    if (!desk?.engine.holds(positionId)) return false;
    const now = this.advanceMarket();
    desk.engine.quote(this.market.prices(), now);
    refusing(() => desk.engine.closePosition(positionId, now));
    return true;
  }

  movePrice(symbol: string, price: number): void {
    const now = this.advanceMarket();
    refusing(() => this.market.setPrice(symbolSpec(symbol).name, price));
    for (const desk of this.desks.values()) desk.engine.quote(this.market.prices(), now);
  }

  /** Brings equity to `equity` with a balance operation (the ledger stays whole); false when the account does not trade. */
  adjustEquity(id: string, equity: number): boolean {
    const desk = this.desks.get(id);
    if (!desk) return false;
    const difference: Money = moneyOfFigure(equity) - desk.engine.equity();
    if (difference !== 0n) desk.engine.deposit(difference, this.advanceMarket());
    return true;
  }

  async deals(id: string, from: Date, to: Date): Promise<TradingRead<Deal[]>> {
    const deals = this.desks.get(id)?.engine.deals ?? [];
    const [start, end] = [from.getTime(), to.getTime()];
    return {
      ok: true,
      value: deals.filter((deal) => {
        const time = Date.parse(deal.time);
        return time >= start && time < end;
      }),
    };
  }

  async positions(id: string): Promise<TradingRead<Position[]>> {
    return { ok: true, value: this.desks.get(id)?.engine.markToMarket().positions ?? [] };
  }

  livePositions(id: string): Position[] | undefined {
    return this.desks.get(id)?.engine.markToMarket().positions;
  }

  async pastEquity(id: string): Promise<EquitySample[]> {
    return this.desks.get(id)?.pastEquity ?? [];
  }

  private liveTempo(trader: Trader): number {
    return liveTempo([trader.persona]);
  }

  private advanceMarket(): Date {
    const now = this.options.clock.now();
    this.market.advance(now);
    return this.market.time;
  }
}
