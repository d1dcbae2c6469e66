import type { DealReason } from '@prop/contracts/trading';
import type { SymbolName } from './symbols.ts';

export type TraderStyle = 'scalper' | 'day' | 'swing' | 'expert';

/** How one simulated account trades; drawn once from the account's seeded generator. */
export interface TraderPersona {
  style: TraderStyle;
  /** Non-zero for an expert advisor, which places and closes every order itself. */
  magic: number;
  /** Where most orders come from: a terminal for a person, EXPERT for an advisor. */
  terminal: DealReason;
  symbols: SymbolName[];
  /** New positions per weekday at the natural pace. */
  tradesPerDay: number;
  /** Mean holding time when neither stop is reached. */
  holdMinutes: number;
  maxOpen: number;
  /** Loss at the stop, as a percent of the balance. */
  riskPercent: number;
  /** Stop distance in typical price moves over the holding time. */
  stopWidth: number;
  /** Take-profit distance over stop distance. */
  rewardRisk: number;
  /** Share of orders placed with a stop loss and a take profit. */
  stopsShare: number;
  /** Share of positions of which half is closed halfway through. */
  partialShare: number;
  holdsOverWeekend: boolean;
  /** UTC hour of Friday from which a trader who does not hold over the weekend closes everything. */
  flattenHour: number;
  /** Opens around high-impact events, at this many minutes from the release (negative: before). */
  newsOffsetMinutes: number | undefined;
  /** Trading hours, UTC: `activeHours` from `activeFromHour`, on weekdays (an advisor runs all day). */
  activeFromHour: number;
  activeHours: number;
}

/** The share of accounts run by an expert advisor. */
export const EXPERT_SHARE = 0.2;

const SYMBOL_WEIGHTS: ReadonlyArray<readonly [SymbolName, number]> = [
  ['EURUSD', 30],
  ['XAUUSD', 25],
  ['GBPUSD', 15],
  ['USDJPY', 12],
  ['US30', 12],
  ['BTCUSD', 6],
];
const TERMINAL_WEIGHTS: ReadonlyArray<readonly [DealReason, number]> = [
  ['DEAL_REASON_CLIENT', 50],
  ['DEAL_REASON_MOBILE', 30],
  ['DEAL_REASON_WEB', 20],
];
/** Tokyo, London before the open, London, New York. */
const SESSION_STARTS: ReadonlyArray<readonly [number, number]> = [
  [0, 10],
  [6, 20],
  [7, 35],
  [12, 35],
];

export const MANUAL_TERMINALS = TERMINAL_WEIGHTS.map(([terminal]) => terminal);

export function pick<T>(random: () => number, weighted: ReadonlyArray<readonly [T, number]>): T {
  const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = random() * total;
  for (const [value, weight] of weighted) {
    draw -= weight;
    if (draw < 0) return value;
  }
  const last = weighted[weighted.length - 1];
  if (!last) throw new Error('nothing to pick from');
  return last[0];
}

const between = (random: () => number, low: number, high: number) => low + random() * (high - low);
const wholeBetween = (random: () => number, low: number, high: number) => Math.floor(between(random, low, high + 1));

function favouriteSymbols(random: () => number): SymbolName[] {
  const count = wholeBetween(random, 1, 3);
  const chosen = new Set<SymbolName>();
  while (chosen.size < count) chosen.add(pick(random, SYMBOL_WEIGHTS));
  return [...chosen];
}

type StyleShape = Pick<
  TraderPersona,
  'tradesPerDay' | 'holdMinutes' | 'maxOpen' | 'stopWidth' | 'rewardRisk' | 'stopsShare' | 'partialShare'
> & { weekendShare: number };

function shapeOf(style: TraderStyle, random: () => number): StyleShape {
  switch (style) {
    case 'scalper':
      return {
        tradesPerDay: between(random, 4, 8),
        holdMinutes: between(random, 8, 30),
        maxOpen: 2,
        stopWidth: between(random, 0.8, 1.4),
        rewardRisk: between(random, 1, 1.5),
        stopsShare: 0.85,
        partialShare: 0.1,
        weekendShare: 0.05,
      };
    case 'day':
      return {
        tradesPerDay: between(random, 2, 4),
        holdMinutes: between(random, 45, 180),
        maxOpen: wholeBetween(random, 2, 3),
        stopWidth: between(random, 0.8, 1.5),
        rewardRisk: between(random, 1.2, 2.5),
        stopsShare: 0.8,
        partialShare: 0.2,
        weekendShare: 0.1,
      };
    case 'swing':
      return {
        tradesPerDay: between(random, 1, 2),
        holdMinutes: between(random, 1440, 4320),
        maxOpen: wholeBetween(random, 3, 4),
        stopWidth: between(random, 0.7, 1.2),
        rewardRisk: between(random, 1.5, 3),
        stopsShare: 0.9,
        partialShare: 0.25,
        weekendShare: 0.7,
      };
    case 'expert':
      return {
        tradesPerDay: between(random, 4, 10),
        holdMinutes: between(random, 20, 240),
        maxOpen: wholeBetween(random, 1, 3),
        stopWidth: between(random, 0.8, 1.5),
        rewardRisk: between(random, 1, 2),
        stopsShare: 1,
        partialShare: 0,
        weekendShare: 0.3,
      };
  }
}

export function drawPersona(random: () => number): TraderPersona {
  const expert = random() < EXPERT_SHARE;
  const style = expert
    ? 'expert'
    : pick<TraderStyle>(random, [
        ['scalper', 25],
        ['day', 45],
        ['swing', 30],
      ]);
  const { weekendShare, ...shape } = shapeOf(style, random);
  const newsTrader = !expert && random() < 0.3;
  return {
    ...shape,
    style,
    magic: expert ? wholeBetween(random, 1000, 999_999) : 0,
    terminal: expert ? 'DEAL_REASON_EXPERT' : pick(random, TERMINAL_WEIGHTS),
    symbols: favouriteSymbols(random),
    riskPercent: between(random, 0.3, 1.2),
    holdsOverWeekend: random() < weekendShare,
    flattenHour: wholeBetween(random, 19, 21),
    newsOffsetMinutes: newsTrader ? wholeBetween(random, -10, 5) : undefined,
    activeFromHour: expert ? 0 : pick(random, SESSION_STARTS),
    activeHours: expert ? 24 : wholeBetween(random, 6, 11),
  };
}
