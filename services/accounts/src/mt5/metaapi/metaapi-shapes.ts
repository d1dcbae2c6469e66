import { z } from 'zod';
import type { Mt5AccountInfo } from '../provider.ts';

/**
 * The parts of MetaApi's documented JSON we read. Provisioning API, GET /users/current/accounts:
 * an array of MetaTrader accounts. Client API, GET .../account-information: MetatraderAccountInformation;
 * GET .../history-deals/time/:startTime/:endTime: MetatraderDeal[]; GET .../positions: MetatraderPosition[].
 * Unknown fields are ignored; a field we need that is missing makes the answer unusable.
 */
export const metaApiAccountSchema = z.object({
  _id: z.string(),
  name: z.string().default(''),
  login: z.union([z.string(), z.number()]).transform(String),
  server: z.string().default(''),
  state: z.string(),
  connectionStatus: z.string().default('DISCONNECTED'),
  /** Older accounts say `platform: 'mt5'`, newer ones `version: 5`. */
  platform: z.string().optional(),
  version: z.number().optional(),
  type: z.string().default('cloud'),
  /**
   * Where the account runs; its client API calls go to that region's host. Assumed new-york when
   * absent: the region MetaApi's REST examples address.
   */
  region: z
    .string()
    .regex(/^[a-z0-9-]+$/i)
    .default('new-york'),
});
export type MetaApiAccount = z.infer<typeof metaApiAccountSchema>;
export const metaApiAccountListSchema = z.array(metaApiAccountSchema);

export const metaApiAccountInformationSchema = z.object({
  currency: z.string(),
  balance: z.number(),
  equity: z.number(),
  margin: z.number(),
  freeMargin: z.number(),
  marginLevel: z.number().optional(),
  leverage: z.number(),
});
export type MetaApiAccountInformation = z.infer<typeof metaApiAccountInformationSchema>;

/** MetaApi's account information as the provider's figures, read over REST or streamed alike. */
export function accountInfoOf(info: MetaApiAccountInformation): Mt5AccountInfo {
  return {
    currency: info.currency,
    balance: info.balance,
    equity: info.equity,
    margin: info.margin,
    freeMargin: info.freeMargin,
    marginLevel: info.marginLevel ?? null,
    leverage: info.leverage,
  };
}

/**
 * Types and reasons stay open strings: MetaApi's lists grow (DEAL_TAX, DEAL_DIVIDEND, …), and what
 * the platform keeps of them is the mapping's decision (trading-shapes.ts), not a reason to refuse the page.
 */
export const metatraderDealSchema = z.object({
  id: z.string().min(1),
  type: z.string(),
  entryType: z.string().optional(),
  positionId: z.string().optional(),
  symbol: z.string().optional(),
  volume: z.number().nonnegative().optional(),
  price: z.number().nonnegative().optional(),
  time: z.iso.datetime({ offset: true }),
  profit: z.number(),
  commission: z.number().default(0),
  swap: z.number().default(0),
  reason: z.string().optional(),
  magic: z.number().int().nonnegative().default(0),
  comment: z.string().optional(),
});
export type MetatraderDeal = z.infer<typeof metatraderDealSchema>;

/**
 * The REST API documents a bare array; its streaming twin answers `{ deals, synchronizing }`, where
 * `synchronizing: true` means the terminal's history is not complete yet. Both are read.
 */
export const metatraderDealsSchema = z.union([
  z.array(metatraderDealSchema).transform((deals) => ({ deals, synchronizing: false })),
  z.object({ deals: z.array(metatraderDealSchema), synchronizing: z.boolean().default(false) }),
]);

/**
 * A position's `profit`, `swap` and `commission` add up its closed parts too; only the unrealized
 * figures describe what is open, so those are the ones read.
 */
export const metatraderPositionSchema = z.object({
  id: z.string().min(1),
  type: z.enum(['POSITION_TYPE_BUY', 'POSITION_TYPE_SELL']),
  symbol: z.string(),
  volume: z.number(),
  openPrice: z.number(),
  currentPrice: z.number(),
  stopLoss: z.number().optional(),
  takeProfit: z.number().optional(),
  /** Floating profit of the open part, without swap and commission. */
  unrealizedProfit: z.number(),
  unrealizedSwap: z.number(),
  unrealizedCommission: z.number(),
  time: z.iso.datetime({ offset: true }),
  /** POSITION_REASON_CLIENT, _EXPERT, _MOBILE, _WEB or _UNKNOWN. */
  reason: z.string().optional(),
  magic: z.number().int().nonnegative().default(0),
});
export type MetatraderPosition = z.infer<typeof metatraderPositionSchema>;
export const metatraderPositionListSchema = z.array(metatraderPositionSchema);

/** MetaApi's error body: `error` names it (NotFoundError, NotSynchronizedError, …). */
export const metaApiErrorSchema = z.object({
  error: z.string().optional(),
  message: z.string().optional(),
});

/** MetaApi's TooManyRequestsError body (HTTP 429). */
export const tooManyRequestsSchema = metaApiErrorSchema.extend({
  metadata: z
    .object({
      recommendedRetryTime: z.string().optional(),
      /** perUser, perServer, perAccount, …: which limit was exceeded. */
      exceededConfig: z.string().optional(),
    })
    .optional(),
});
