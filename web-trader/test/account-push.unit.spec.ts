import { NOT_FROZEN, type TradingAccount } from '@prop/contracts/account';
import { moneyTextOfFigure } from '@prop/contracts/money';
import { describe, expect, it } from 'vitest';
import { accountAfterPush } from '../src/features/account/utils/account-push.ts';

const userId = '11111111-1111-4111-8111-111111111111';
const accountId = '22222222-2222-4222-8222-222222222222';
const otherAccountId = '33333333-3333-4333-8333-333333333333';

const shown: TradingAccount = {
  id: accountId,
  status: 'active',
  ...NOT_FROZEN,
  balance: 25000,
  equity: 25100,
  totalPnl: 100,
  currentDrawdown: 0,
  maxDrawdown: 5,
  fundingBalance: '25000',
  accountType: 'Instant Funding',
  mt5AccountId: 'sim-1',
  mt5Data: {
    name: 'PropSim-Demo',
    login: '1001',
    server: 'Sim',
    accountInfo: { balance: 25000, equity: 25100, currency: 'USD' },
    floatingPnL: 100,
  },
};

const tick = (equity: number, id = accountId) => ({
  type: 'account_update' as const,
  data: {
    userId,
    accountId: id,
    mt5AccountId: 'sim-1',
    balance: '25000.00',
    equity: moneyTextOfFigure(equity),
    floatingPnL: moneyTextOfFigure(equity - 25000),
    currency: 'USD',
    at: '2026-11-24T10:00:00.000Z',
  },
});

describe('accountAfterPush', () => {
  it('given the shown account, when an equity tick arrives, then its figures are the pushed ones', () => {
    const next = accountAfterPush(shown, tick(24000));
    expect(next).toEqual({
      ...shown,
      equity: 24000,
      totalPnl: -1000,
      currentDrawdown: 4,
      mt5Data: {
        ...shown.mt5Data,
        accountInfo: { balance: 25000, equity: 24000, currency: 'USD' },
        floatingPnL: -1000,
      },
    });
  });

  it('given a frozen account shown, when an equity tick arrives, then it stays frozen', () => {
    const frozen = {
      ...shown,
      frozen: true,
      frozenReason: 'dispute' as const,
      frozenSince: '2026-11-24T09:00:00.000Z',
    };
    expect(accountAfterPush(frozen, tick(24000))).toMatchObject({
      equity: 24000,
      frozen: true,
      frozenReason: 'dispute',
      frozenSince: '2026-11-24T09:00:00.000Z',
    });
  });

  it('keeps the account when the tick is about another account or the MT5 account was never read', () => {
    expect(accountAfterPush(shown, tick(24000, otherAccountId))).toBe(shown);
    const unread = { ...shown, mt5Data: null };
    expect(accountAfterPush(unread, tick(24000))).toBe(unread);
    expect(accountAfterPush(null, tick(24000))).toBeNull();
    expect(accountAfterPush(undefined, tick(24000))).toBeUndefined();
  });

  it('takes a status change of the shown account; a closed account reads as none', () => {
    const change = (to: string) => ({
      type: 'account_update' as const,
      data: { userId, accountId, mt5AccountId: 'sim-1', from: 'active', to },
    });
    expect(accountAfterPush(shown, change('breached'))).toEqual({ ...shown, status: 'breached' });
    expect(accountAfterPush(shown, change('closed'))).toBeNull();
  });

  it('marks the shown account breached on a detected breach, not on a resolved one', () => {
    const detected = {
      type: 'breach_update' as const,
      data: {
        breachId: '44444444-4444-4444-8444-444444444444',
        userId,
        accountId,
        mt5AccountId: 'sim-1',
        rule: 'max_drawdown',
        breachPercentage: 5.2,
        initialDeposit: '25000.00',
        currentEquity: '23700.00',
        breachedAt: '2026-11-24T10:00:00.000Z',
      },
    };
    expect(accountAfterPush(shown, detected)).toEqual({ ...shown, status: 'breached' });
    const resolved = {
      type: 'breach_update' as const,
      data: {
        breachId: '44444444-4444-4444-8444-444444444444',
        userId,
        accountId,
        mt5AccountId: 'sim-1',
        resolution: 'resolved',
        resolvedBy: userId,
        resolvedAt: '2026-11-24T10:05:00.000Z',
      },
    };
    expect(accountAfterPush(shown, resolved)).toBe(shown);
  });

  it('drops the account on its unlink and shows a newly linked one awaiting its MT5 figures', () => {
    const unlinked = {
      type: 'account_update' as const,
      data: { userId, accountId, mt5AccountId: 'sim-1', reason: 'unlinked', unlinkedBy: userId },
    };
    expect(accountAfterPush(shown, unlinked)).toBeNull();
    const linked = {
      type: 'account_update' as const,
      data: {
        userId,
        accountId: otherAccountId,
        mt5AccountId: 'sim-2',
        fundingBalance: '10000',
        accountType: 'Instant Funding',
        linkedBy: userId,
        purchaseId: null,
      },
    };
    expect(accountAfterPush(null, linked)).toMatchObject({
      id: otherAccountId,
      status: 'active',
      balance: 10000,
      equity: 10000,
      fundingBalance: '10000',
      mt5AccountId: 'sim-2',
      mt5Data: null,
    });
  });

  it('ignores other messages', () => {
    expect(accountAfterPush(shown, { type: 'kyc_update', data: { userId } })).toBe(shown);
  });
});
