import { normal } from '../seeded-random.ts';
import { hourOf, isMarketOpen, MINUTE_MS } from './market-hours.ts';
import { roundPrice, SYMBOL_LIST, type SymbolSpec } from './symbols.ts';

/** Bid prices by symbol name. */
export type Prices = Readonly<Record<string, number>>;

/** Pull of a price back towards its start per minute, so a walk left running for months stays plausible. */
const REVERSION_PER_MINUTE = 1 / (60 * 24 * 60);
/** A reopening market gaps by this share of the move it would have made while closed. */
const GAP_SHARE = 0.3;

/** Quiet Asian hours, busy London and New York overlap: the share of the typical volatility by UTC hour. */
function sessionActivity(ms: number): number {
  const hour = hourOf(ms);
  if (hour >= 12 && hour < 16) return 1.3;
  if (hour >= 7 && hour < 21) return 1;
  return 0.6;
}

/**
 * Seeded bid prices of every symbol, a geometric random walk stepped by time. A market's price
 * stands still while it is closed and gaps when it opens again. Stepping in whole minutes makes a
 * month of history a few tens of thousands of steps.
 */
export class PriceWalk {
  private readonly specs: readonly SymbolSpec[];
  private readonly levels: Float64Array;
  private readonly closedMs: Float64Array;
  private readonly indexOf: Map<string, number>;
  private nowMs: number;

  constructor(
    private readonly random: () => number,
    start: Date,
    specs: readonly SymbolSpec[] = SYMBOL_LIST,
  ) {
    this.specs = specs;
    this.levels = Float64Array.from(specs, (spec) => spec.startPrice);
    this.closedMs = new Float64Array(specs.length);
    this.indexOf = new Map(specs.map((spec, index) => [spec.name, index]));
    this.nowMs = start.getTime();
  }

  get time(): Date {
    return new Date(this.nowMs);
  }

  bid(symbol: string): number {
    const index = this.index(symbol);
    return roundPrice(this.specs[index] as SymbolSpec, this.levels[index] ?? Number.NaN);
  }

  prices(): Prices {
    const prices: Record<string, number> = {};
    this.specs.forEach((spec, index) => {
      prices[spec.name] = roundPrice(spec, this.levels[index] ?? Number.NaN);
    });
    return prices;
  }

  /** Steps the walk up to `to` in steps of at most `maxStepMs`; a time already passed is a no-op. */
  advance(to: Date, maxStepMs = MINUTE_MS): void {
    const target = to.getTime();
    while (this.nowMs < target) {
      const stepMs = Math.min(maxStepMs, target - this.nowMs);
      this.nowMs += stepMs;
      this.step(stepMs);
    }
  }

  /** Moves a symbol to `price` at once (demos and tests); the walk goes on from there. */
  setPrice(symbol: string, price: number): void {
    if (!(price > 0)) throw new Error(`not a price: ${price}`);
    this.levels[this.index(symbol)] = price;
  }

  private step(stepMs: number): void {
    const activity = sessionActivity(this.nowMs);
    this.specs.forEach((spec, index) => {
      if (!isMarketOpen(spec, this.nowMs)) {
        this.closedMs[index] = (this.closedMs[index] ?? 0) + stepMs;
        return;
      }
      const level = this.levels[index] ?? spec.startPrice;
      const minutes = stepMs / MINUTE_MS;
      const gapMinutes = ((this.closedMs[index] ?? 0) / MINUTE_MS) * GAP_SHARE ** 2;
      this.closedMs[index] = 0;
      const sigma = spec.volatility * Math.sqrt(minutes * activity ** 2 + gapMinutes);
      const pull = -REVERSION_PER_MINUTE * minutes * Math.log(level / spec.startPrice);
      this.levels[index] = level * Math.exp(pull + sigma * normal(this.random));
    });
  }

  private index(symbol: string): number {
    const index = this.indexOf.get(symbol);
    if (index === undefined) throw new Error(`unknown symbol: ${symbol}`);
    return index;
  }
}
