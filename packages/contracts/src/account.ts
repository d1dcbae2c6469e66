import { z } from 'zod';
import { FUNDING_BALANCES } from './constants.ts';

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
});
export type Mt5Account = z.infer<typeof mt5AccountSchema>;

/** Active MT5 = state DEPLOYED and connection CONNECTED. */
export function isActiveMt5(account: Pick<Mt5Account, 'state' | 'connectionStatus'>): boolean {
  return account.state === 'DEPLOYED' && account.connectionStatus === 'CONNECTED';
}

export const tradingAccountSchema = z.object({
  id: z.string(),
  status: z.string(),
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
  mt5AccountId: z.string({ error: LINK_MESSAGES.account }).trim().min(1, LINK_MESSAGES.account).max(100),
  /** Exactly one of the offered balances as text; '1e4' or ' 10000 ' are not the same thing. */
  fundingBalance: z.enum(FUNDING_BALANCE_OPTIONS, { error: LINK_MESSAGES.fundingBalance }),
});
export type LinkMt5Input = z.input<typeof linkMt5Schema>;

export const unlinkMt5Schema = z.object({
  userId: z.string({ error: LINK_MESSAGES.user }).uuid({ error: LINK_MESSAGES.user }),
});
