import { z } from 'zod';
import { FUNDING_BALANCES } from './constants.ts';
import { plainText } from './fields.ts';

export const mt5AccountInfoSchema = z.object({
  currency: z.string(),
  balance: z.number(),
  equity: z.number(),
  leverage: z.number(),
  marginLevel: z.number().nullable(),
  freeMargin: z.number(),
  margin: z.number(),
});

/** An MT5 account as admins see it. */
export const mt5AccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  login: z.string(),
  server: z.string(),
  state: z.string(),
  connectionStatus: z.string(),
  platform: z.string(),
  type: z.string(),
  accountInfo: mt5AccountInfoSchema.nullable(),
  /** The user this MT5 account is linked to, so the link dialog can offer only free accounts. */
  linkedUserId: z.string().nullable().optional(),
});
export const mt5AccountListSchema = z.array(mt5AccountSchema);
export type Mt5Account = z.infer<typeof mt5AccountSchema>;

/** Active MT5 = state DEPLOYED and connection CONNECTED. */
export function isActiveMt5(account: Pick<Mt5Account, 'state' | 'connectionStatus'>): boolean {
  return account.state === 'DEPLOYED' && account.connectionStatus === 'CONNECTED';
}

/** active: trading; breached: the 5% drawdown was hit (account lost); closed: unlinked, kept as history. */
export const TRADING_ACCOUNT_STATUSES = ['active', 'breached', 'closed'] as const;
export type TradingAccountStatus = (typeof TRADING_ACCOUNT_STATUSES)[number];

/**
 * Why an account closed: an admin's unlink, the user's deletion, the next account taking over
 * (a new purchase or phase), a payment dispute lost (chargeback), or a refund that ended it.
 */
export const CLOSED_REASONS = ['unlinked', 'user_deleted', 'replaced', 'chargeback', 'refunded'] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];

/**
 * Why an open account is frozen: its purchase's card payment is disputed. A freeze keeps the
 * status (active or breached) as it is; withdrawals are refused until it is lifted.
 */
export const FREEZE_REASONS = ['dispute'] as const;
export type FreezeReason = (typeof FREEZE_REASONS)[number];

/** Whether an account is frozen, why and since when (ISO time); reason and time are null when it is not. */
export const accountFreezeFields = {
  frozen: z.boolean(),
  frozenReason: z.enum(FREEZE_REASONS).nullable(),
  frozenSince: z.string().datetime().nullable(),
};
export interface AccountFreeze {
  frozen: boolean;
  frozenReason: FreezeReason | null;
  frozenSince: string | null;
}
export const NOT_FROZEN: AccountFreeze = { frozen: false, frozenReason: null, frozenSince: null };

/** The label of every funding balance an admin links (docs/product-rules.md §9). */
export const INSTANT_FUNDING = 'Instant Funding';

/**
 * GET /api/account (the trader's own) and GET /api/admin/user/account/{id}. A user without a
 * trading account gets 404 `{ message: ACCOUNT_MESSAGES.noAccount }` instead: the empty state.
 * `mt5Data` is null while no MT5 figures are known yet; balance and equity then show the funding balance.
 * `frozen`: a payment dispute froze the account (its status is unchanged; withdrawals are refused).
 */
export const tradingAccountSchema = z.object({
  id: z.string(),
  status: z.enum(TRADING_ACCOUNT_STATUSES),
  ...accountFreezeFields,
  balance: z.number(),
  equity: z.number(),
  totalPnl: z.number(),
  currentDrawdown: z.number(),
  maxDrawdown: z.number(),
  /** The initial deposit, as a decimal string. */
  fundingBalance: z.string(),
  accountType: z.string(),
  mt5AccountId: z.string().nullable(),
  mt5Data: z
    .object({
      name: z.string(),
      login: z.string(),
      server: z.string(),
      accountInfo: z.object({ balance: z.number(), equity: z.number(), currency: z.string() }),
      floatingPnL: z.number(),
    })
    .nullable(),
});
export type TradingAccount = z.infer<typeof tradingAccountSchema>;

export const FUNDING_BALANCE_OPTIONS = FUNDING_BALANCES.map(String) as [string, ...string[]];

export const LINK_MESSAGES = {
  user: 'Please select a user',
  account: 'Please select an MT5 account',
  fundingBalance: 'Please select a funding balance',
} as const;

export const linkMt5Schema = z.object({
  userId: z.string({ error: LINK_MESSAGES.user }).uuid({ error: LINK_MESSAGES.user }),
  mt5AccountId: plainText({ message: LINK_MESSAGES.account }).min(1, LINK_MESSAGES.account).max(100),
  /** Exactly one of the offered balances as text; '1e4' or ' 10000 ' are not the same thing. */
  fundingBalance: z.enum(FUNDING_BALANCE_OPTIONS, { error: LINK_MESSAGES.fundingBalance }),
});
export type LinkMt5Input = z.input<typeof linkMt5Schema>;

export const unlinkMt5Schema = z.object({
  userId: z.string({ error: LINK_MESSAGES.user }).uuid({ error: LINK_MESSAGES.user }),
});

export const ACCOUNT_MESSAGES = {
  noAccount: 'No trading account linked yet',
  mt5NotFound: 'MT5 account not found',
  userHasAccount: 'This user already has a trading account; unlink it first',
  mt5Taken: 'This MT5 account is already linked to another user',
  usersUpdating: 'The list of users is still being updated. Please try again in a moment.',
  notLinked: 'This user has no linked MT5 account',
  linked: 'MT5 account linked',
  unlinked: 'MT5 account unlinked',
  simulatorOnly: 'Equity control is only available with the MT5 simulator',
  invalidEquity: 'Equity must be a positive amount',
} as const;

/** Answer of link-mt5 and unlink-mt5: what happened, and the account as it now stands. */
export const linkResultSchema = z.object({ message: z.string(), account: tradingAccountSchema });

/** Path parameter naming an MT5 account (a MetaApi id or a simulator id). */
export const mt5AccountIdParamSchema = z.object({
  id: plainText({ message: 'Not found' }).min(1, 'Not found').max(100, 'Not found'),
});

/** The simulator's control (admin only): drive an account's equity to a chosen value, a breach or a profit. */
export const setMt5EquitySchema = z.object({
  equity: z
    .number({ error: ACCOUNT_MESSAGES.invalidEquity })
    .positive(ACCOUNT_MESSAGES.invalidEquity)
    .max(1_000_000_000, ACCOUNT_MESSAGES.invalidEquity),
});
