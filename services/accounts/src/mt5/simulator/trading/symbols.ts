/**
 * The instruments the simulated broker quotes, as a raw-spread MT5 account in USD sees them.
 * Figures are close to a 2025 retail broker's so that volumes, profits and swaps look familiar.
 */
export interface SymbolSpec {
  name: string;
  base: string;
  /** Profit is made in this currency and converted to USD at the symbol's own price. */
  quote: string;
  digits: number;
  /** Units of the base per lot: 100,000 for FX, ounces for gold, one for index and crypto CFDs. */
  contractSize: number;
  startPrice: number;
  /** Typical relative move of the price in one minute of trading. */
  volatility: number;
  /** Ask minus bid, in points. */
  spreadPoints: number;
  /** Round turn, in cents per lot: half is charged on the entry deal, half on the exit. */
  commissionCentsPerLot: number;
  /** Charged (negative) or paid per lot per night held, in cents. */
  swapLongCentsPerLot: number;
  swapShortCentsPerLot: number;
  /** weekdays: Sunday 22:00 to Friday 22:00 UTC with one swap a weekday night; always: crypto, every night. */
  session: 'weekdays' | 'always';
  /** UTC weekday (0 Sunday) whose rollover counts three nights, covering the weekend. */
  tripleSwapDay: number;
  leverage: number;
}

const fx = {
  contractSize: 100_000,
  commissionCentsPerLot: 700,
  session: 'weekdays',
  tripleSwapDay: 3,
  leverage: 30,
} as const;

export const SYMBOLS = {
  EURUSD: {
    ...fx,
    name: 'EURUSD',
    base: 'EUR',
    quote: 'USD',
    digits: 5,
    startPrice: 1.085,
    volatility: 0.00013,
    spreadPoints: 2,
    swapLongCentsPerLot: -750,
    swapShortCentsPerLot: 280,
  },
  GBPUSD: {
    ...fx,
    name: 'GBPUSD',
    base: 'GBP',
    quote: 'USD',
    digits: 5,
    startPrice: 1.27,
    volatility: 0.00016,
    spreadPoints: 5,
    swapLongCentsPerLot: -310,
    swapShortCentsPerLot: -190,
  },
  USDJPY: {
    ...fx,
    name: 'USDJPY',
    base: 'USD',
    quote: 'JPY',
    digits: 3,
    startPrice: 151.5,
    volatility: 0.00016,
    spreadPoints: 4,
    swapLongCentsPerLot: 820,
    swapShortCentsPerLot: -1840,
  },
  XAUUSD: {
    ...fx,
    name: 'XAUUSD',
    base: 'XAU',
    quote: 'USD',
    digits: 2,
    contractSize: 100,
    startPrice: 2650,
    volatility: 0.00026,
    spreadPoints: 12,
    swapLongCentsPerLot: -4800,
    swapShortCentsPerLot: 1900,
    leverage: 20,
  },
  US30: {
    name: 'US30',
    base: 'US30',
    quote: 'USD',
    digits: 1,
    contractSize: 1,
    startPrice: 43_500,
    volatility: 0.00024,
    spreadPoints: 20,
    commissionCentsPerLot: 0,
    swapLongCentsPerLot: -920,
    swapShortCentsPerLot: 290,
    session: 'weekdays',
    tripleSwapDay: 5,
    leverage: 20,
  },
  BTCUSD: {
    name: 'BTCUSD',
    base: 'BTC',
    quote: 'USD',
    digits: 2,
    contractSize: 1,
    startPrice: 95_000,
    volatility: 0.0007,
    spreadPoints: 1500,
    commissionCentsPerLot: 0,
    swapLongCentsPerLot: -2600,
    swapShortCentsPerLot: -1400,
    session: 'always',
    tripleSwapDay: -1,
    leverage: 2,
  },
} as const satisfies Record<string, SymbolSpec>;

export type SymbolName = keyof typeof SYMBOLS;
export const SYMBOL_LIST: readonly SymbolSpec[] = Object.values(SYMBOLS);

export function symbolSpec(name: string): SymbolSpec {
  const spec: SymbolSpec | undefined = SYMBOLS[name as SymbolName];
  if (!spec) throw new Error(`unknown symbol: ${name}`);
  return spec;
}

/** USD per unit of the quote currency; a USD-based pair (USDJPY) converts at its own price. */
export function usdPerQuote(spec: SymbolSpec, price: number): number {
  if (spec.quote === 'USD') return 1;
  if (spec.base === 'USD') return 1 / price;
  throw new Error(`no USD conversion for ${spec.name}`);
}

/** What one point of movement is worth on one lot, in USD, at `price`. */
export function pointValueUsd(spec: SymbolSpec, price: number): number {
  return pointOf(spec) * spec.contractSize * usdPerQuote(spec, price);
}

/** 10^digits, looked up rather than raised to a power: prices are rounded every simulated minute. */
const SCALES = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000];

function scaleOf(spec: SymbolSpec): number {
  return SCALES[spec.digits] ?? 10 ** spec.digits;
}

export function pointOf(spec: SymbolSpec): number {
  return 1 / scaleOf(spec);
}

export function roundPrice(spec: SymbolSpec, price: number): number {
  const scale = scaleOf(spec);
  return Math.round(price * scale) / scale;
}

export function askOf(spec: SymbolSpec, bid: number): number {
  const scale = scaleOf(spec);
  return (Math.round(bid * scale) + spec.spreadPoints) / scale;
}
