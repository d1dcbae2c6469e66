import { NOT_FROZEN, type TradingAccount } from '@prop/contracts/account';
import { describe, expect, it } from 'vitest';
import { withdrawalFigures } from '../src/features/withdrawals/utils/withdrawal-figures.ts';

function account(equity: number, fundingBalance = '10000', currency = 'USD'): TradingAccount {
  return {
    id: 'account-1',
    status: 'active',
    ...NOT_FROZEN,
    balance: 10000,
    equity,
    totalPnl: 0,
    currentDrawdown: 0,
    maxDrawdown: 0,
    fundingBalance,
    accountType: 'Instant Funding',
    mt5AccountId: 'sim-1',
    mt5Data: {
      name: 'Demo',
      login: '7001',
      server: 'Sim-Demo',
      accountInfo: { balance: 10000, equity, currency },
      floatingPnL: 0,
    },
  };
}

describe('the amounts a withdrawal asks for, as the server computes them', () => {
  it('given equity 10523.17 on 10000, then profit 523.17 and a 60% share of 313.90 (rounded down)', () => {
    expect(withdrawalFigures(account(10523.17))).toEqual({ profit: 523.17, share: 313.9, currency: 'USD' });
  });

  it("given the program's 80% share, then the share is 80% of the profit, rounded down as the server does", () => {
    expect(withdrawalFigures(account(10523.17), 80)).toEqual({ profit: 523.17, share: 418.53, currency: 'USD' });
    expect(withdrawalFigures(account(10010.01), 80)).toMatchObject({ profit: 10.01, share: 8 });
    expect(withdrawalFigures(account(10523.17), 62.5)).toMatchObject({ share: 326.98 });
  });

  it('given float-hostile figures, then the cents are exact', () => {
    expect(withdrawalFigures(account(10000.3, '9999.99'))).toMatchObject({ profit: 0.31, share: 0.18 });
  });

  it('given a loss, then the profit is negative and the share 0', () => {
    expect(withdrawalFigures(account(9500))).toEqual({ profit: -500, share: 0, currency: 'USD' });
  });

  it('given a currency in lower case or missing, then it is upper case or USD', () => {
    expect(withdrawalFigures(account(10100, '10000', ' eur '))?.currency).toBe('EUR');
    expect(withdrawalFigures(account(10100, '10000', ''))?.currency).toBe('USD');
  });

  it('given no account or no MT5 figures, then there is nothing to ask for', () => {
    expect(withdrawalFigures(null)).toBeNull();
    expect(withdrawalFigures({ ...account(10100), mt5Data: null })).toBeNull();
  });
});
