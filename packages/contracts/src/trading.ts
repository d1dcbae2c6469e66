import { z } from 'zod';
import { EQUITY_RANGES } from './equity-ranges.ts';
import { plainText } from './fields.ts';
import { moneyTextSchema } from './money-schemas.ts';

/**
 * An account's trading data as MT5 reports it (MetaApi's MetatraderDeal and MetatraderPosition,
 * narrowed to what the platform uses). Money is decimal text in the account's currency; prices
 * and volumes (lots) are numbers, as MT5 gives them. Ids are MT5's own, so storing a deal twice
 * is impossible by key.
 */

export const DEAL_TYPES = [
  'DEAL_TYPE_BUY',
  'DEAL_TYPE_SELL',
  'DEAL_TYPE_BALANCE',
  'DEAL_TYPE_CREDIT',
  'DEAL_TYPE_COMMISSION',
  'DEAL_TYPE_CHARGE',
] as const;
export const dealTypeSchema = z.enum(DEAL_TYPES);
export type DealType = z.infer<typeof dealTypeSchema>;

/** IN opens (or adds to) a position, OUT closes (part of) it, INOUT reverses, OUT_BY closes by an opposite one. */
export const DEAL_ENTRY_TYPES = ['DEAL_ENTRY_IN', 'DEAL_ENTRY_OUT', 'DEAL_ENTRY_INOUT', 'DEAL_ENTRY_OUT_BY'] as const;
export const dealEntryTypeSchema = z.enum(DEAL_ENTRY_TYPES);
export type DealEntryType = z.infer<typeof dealEntryTypeSchema>;

/** Who placed the order: a person at a terminal (CLIENT, MOBILE, WEB), an expert advisor, or the broker (SL, TP, stop out). */
export const DEAL_REASONS = [
  'DEAL_REASON_CLIENT',
  'DEAL_REASON_MOBILE',
  'DEAL_REASON_WEB',
  'DEAL_REASON_EXPERT',
  'DEAL_REASON_SL',
  'DEAL_REASON_TP',
  'DEAL_REASON_SO',
  'DEAL_REASON_ROLLOVER',
  'DEAL_REASON_VMARGIN',
  'DEAL_REASON_SPLIT',
] as const;
export const dealReasonSchema = z.enum(DEAL_REASONS);
export type DealReason = z.infer<typeof dealReasonSchema>;

export const tradeSideSchema = z.enum(['BUY', 'SELL']);
export type TradeSide = z.infer<typeof tradeSideSchema>;

export const dealSchema = z.object({
  /** MT5's deal ticket. */
  id: z.string().min(1),
  type: dealTypeSchema,
  /** Absent for balance operations. */
  entryType: dealEntryTypeSchema.optional(),
  /** Absent for balance operations. */
  positionId: z.string().optional(),
  symbol: z.string().optional(),
  volume: z.number().nonnegative().optional(),
  price: z.number().nonnegative().optional(),
  /** ISO instant. */
  time: z.string(),
  profit: moneyTextSchema,
  commission: moneyTextSchema,
  swap: moneyTextSchema,
  reason: dealReasonSchema.optional(),
  /** Non-zero when an expert advisor placed the order. */
  magic: z.number().int().nonnegative().default(0),
  comment: z.string().optional(),
});
export type Deal = z.infer<typeof dealSchema>;

export const positionSchema = z.object({
  /** MT5's position ticket; the deals of the position carry it as positionId. */
  id: z.string().min(1),
  symbol: z.string(),
  type: tradeSideSchema,
  volume: z.number().positive(),
  openPrice: z.number().positive(),
  currentPrice: z.number().positive(),
  stopLoss: z.number().positive().optional(),
  takeProfit: z.number().positive().optional(),
  swap: moneyTextSchema,
  commission: moneyTextSchema,
  /** Floating profit at currentPrice, before swap and commission. */
  profit: moneyTextSchema,
  openTime: z.string(),
  reason: dealReasonSchema.optional(),
  magic: z.number().int().nonnegative().default(0),
});
export type Position = z.infer<typeof positionSchema>;

/** A closed round trip: the entry and exit deals of one position (one per exit deal, so a partial close is its own trade). */
export const tradeSchema = z.object({
  positionId: z.string(),
  /** The exit deal's id: a position closed in parts yields one trade per exit. */
  exitDealId: z.string(),
  symbol: z.string(),
  type: tradeSideSchema,
  volume: z.number().positive(),
  /** Null when the entry deal is older than the stored history. */
  openTime: z.string().nullable(),
  closeTime: z.string(),
  openPrice: z.number().positive().nullable(),
  closePrice: z.number().positive(),
  profit: moneyTextSchema,
  swap: moneyTextSchema,
  commission: moneyTextSchema,
  /** profit + swap + commission: what the trade did to the balance. */
  netProfit: moneyTextSchema,
  reason: dealReasonSchema.optional(),
  magic: z.number().int().nonnegative(),
});
export type Trade = z.infer<typeof tradeSchema>;

export const tradesPageSchema = z.object({
  trades: z.array(tradeSchema),
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TradesPage = z.infer<typeof tradesPageSchema>;

export const tradesQuerySchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  symbol: plainText().min(1).max(32).optional(),
  cursor: plainText().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type TradesQuery = z.infer<typeof tradesQuerySchema>;

/** The journal's figures, each computed from stored trades only (docs/product-rules.md). */
export const statisticsSchema = z.object({
  trades: z.number().int().nonnegative(),
  wins: z.number().int().nonnegative(),
  losses: z.number().int().nonnegative(),
  /** Percent of trades with a positive net result; null with no trades. */
  winRate: z.number().nullable(),
  /** Gross profit over gross loss; null when there is no loss. */
  profitFactor: z.number().nullable(),
  averageWin: moneyTextSchema.nullable(),
  averageLoss: moneyTextSchema.nullable(),
  /** averageWin over |averageLoss|. */
  averageRiskReward: z.number().nullable(),
  /** Average net result per trade. */
  expectancy: moneyTextSchema.nullable(),
  bestTrade: moneyTextSchema.nullable(),
  worstTrade: moneyTextSchema.nullable(),
  /** Seconds, over trades whose entry is known. */
  averageHoldingSeconds: z.number().nullable(),
  lotsTraded: z.number().nonnegative(),
  /** Days (in the firm's zone) with at least one deal. */
  tradingDays: z.number().int().nonnegative(),
  /** Percent of the total net profit made on the best day; null when the total is not positive. */
  bestDayShare: z.number().nullable(),
  /** Mean over standard deviation of daily returns (not annualised); null under two days. */
  sharpeRatio: z.number().nullable(),
  netProfit: moneyTextSchema,
  grossProfit: moneyTextSchema,
  grossLoss: moneyTextSchema,
});
export type Statistics = z.infer<typeof statisticsSchema>;

export const dailyResultSchema = z.object({
  /** YYYY-MM-DD in the firm's zone. */
  date: z.iso.date(),
  profit: moneyTextSchema,
  trades: z.number().int().nonnegative(),
  lots: z.number().nonnegative(),
});
export type DailyResult = z.infer<typeof dailyResultSchema>;

export const equityRangeSchema = z.enum(EQUITY_RANGES);
export type EquityRange = z.infer<typeof equityRangeSchema>;

/** One bucket of balance and equity: the last values, and the equity low and high inside it. */
export const equityPointSchema = z.object({
  time: z.string(),
  balance: moneyTextSchema,
  equity: moneyTextSchema,
  equityMin: moneyTextSchema,
  equityMax: moneyTextSchema,
});
export type EquityPoint = z.infer<typeof equityPointSchema>;

/** The trades of the CSV export: the list's filters, every page. */
export const tradesCsvQuerySchema = tradesQuerySchema.pick({ from: true, to: true, symbol: true });

export const dailyQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM'),
});

export const equityHistoryQuerySchema = z.object({ range: equityRangeSchema.default('1m') });

/** The simulator's control: open a position on a simulated account. */
export const openSimulatedPositionSchema = z.object({
  symbol: plainText().min(1).max(32),
  type: tradeSideSchema,
  volume: z.number().positive().max(100),
  magic: z.number().int().nonnegative().optional(),
  reason: dealReasonSchema.optional(),
  stopLoss: z.number().positive().optional(),
  takeProfit: z.number().positive().optional(),
});
export type OpenSimulatedPosition = z.infer<typeof openSimulatedPositionSchema>;

/** The simulator's control: move a symbol's price at once. */
export const moveSimulatedPriceSchema = z.object({
  symbol: plainText().min(1).max(32),
  price: z.number().positive(),
});

export const positionIdParamSchema = z.object({ id: plainText().min(1), positionId: plainText().min(1) });

export const TRADING_MESSAGES = {
  positionNotFound: 'Position not found',
  badCursor: 'Invalid cursor',
  simulatorOnly: 'Trading control is only available with the MT5 simulator, outside production',
} as const;
