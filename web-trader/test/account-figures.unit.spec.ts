import { NOT_FROZEN, type TradingAccount } from '@prop/contracts/account';
import { DEFAULT_MT5_BALANCE_TEXT } from '@prop/contracts/constants';
import { describe, expect, it } from 'vitest';
import { accountFigures, displayCurrency } from '../src/features/account/utils/figures.ts';
import { withdrawalFigures } from '../src/features/withdrawals/utils/withdrawal-figures.ts';
import { mt5Figures } from '../src/shared/mt5-figures.ts';

type Mt5 = NonNullable<TradingAccount['mt5Data']>;

function account(mt5Data: unknown): TradingAccount {
  return {
    id: 'account-1',
    status: 'active',
    ...NOT_FROZEN,
    balance: 10_250,
    equity: 10_400,
    totalPnl: 400,
    currentDrawdown: 0,
    maxDrawdown: 5,
    fundingBalance: '10000',
    accountType: 'Instant Funding',
    mt5AccountId: 'sim-1',
    // The wire may leave out what the type promises: that is what these tests feed in.
    mt5Data: mt5Data as Mt5 | null,
  };
}

const full = {
  name: 'Demo',
  login: '7001',
  server: 'Sim-Demo',
  accountInfo: { balance: 10_250, equity: 10_400, currency: 'usd' },
  floatingPnL: 150,
};

function without(key: 'currency' | 'balance' | 'equity'): unknown {
  const { [key]: _gone, ...info } = full.accountInfo;
  return { ...full, accountInfo: info };
}

describe('the four account figures', () => {
  it('given full MT5 data, then its values in its currency', () => {
    expect(accountFigures(account(full))).toEqual({
      balanceText: '$10,250.00',
      equityText: '$10,400.00',
      floatingPnL: 150,
      floatingPnLText: '+$150.00',
      initialDepositText: '€10,000.00',
      equity: 10_400,
      initialDeposit: 10_000,
    });
  });

  it('given MT5 data without a currency, then the default balance and dollars elsewhere (no throw)', () => {
    const figures = accountFigures(account(without('currency')));
    expect(figures.balanceText).toBe(DEFAULT_MT5_BALANCE_TEXT);
    expect(figures.equityText).toBe('$10,400.00');
    expect(figures.floatingPnLText).toBe('+$150.00');
    expect(displayCurrency(account(without('currency')))).toBe('USD');
  });

  it('given a blank or non-text currency, then the same default', () => {
    for (const currency of ['  ', null, 42]) {
      const data = { ...full, accountInfo: { ...full.accountInfo, currency } };
      expect(accountFigures(account(data)).balanceText).toBe(DEFAULT_MT5_BALANCE_TEXT);
    }
  });

  it('given no floating P&L, then equity minus balance, never NaN', () => {
    const { floatingPnL: _gone, ...data } = full;
    const figures = accountFigures(account(data));
    expect(figures.floatingPnL).toBe(150);
    expect(figures.floatingPnLText).toBe('+$150.00');
    expect(figures.floatingPnLText).not.toContain('NaN');
  });

  it('given a floating P&L that is not a number, then equity minus balance', () => {
    expect(accountFigures(account({ ...full, floatingPnL: 'x' })).floatingPnLText).toBe('+$150.00');
  });

  it('given no MT5 balance or equity, then the account’s own figures in the MT5 currency', () => {
    expect(accountFigures(account(without('balance'))).balanceText).toBe('$10,250.00');
    const noEquity = accountFigures(account(without('equity')));
    expect(noEquity.equityText).toBe('$10,400.00');
    expect(noEquity.equity).toBe(10_400);
  });

  it('given no accountInfo at all, then dollars, the default balance and no NaN', () => {
    const { accountInfo: _gone, floatingPnL: _also, ...data } = full;
    const figures = accountFigures(account(data));
    expect(figures.balanceText).toBe(DEFAULT_MT5_BALANCE_TEXT);
    expect(figures.equityText).toBe('$10,400.00');
    expect(figures.floatingPnLText).toBe('+$150.00');
  });

  it('given no MT5 data, then the account’s figures in euro', () => {
    const figures = accountFigures(account(null));
    expect(figures.balanceText).toBe('€10,250.00');
    expect(figures.equityText).toBe('€10,400.00');
    expect(figures.floatingPnLText).toBe('+€150.00');
    expect(displayCurrency(account(null))).toBe('EUR');
  });

  it('given every field missing, then mt5Figures still answers finite numbers', () => {
    const figures = mt5Figures({ ...account({}), balance: Number.NaN, equity: Number.NaN });
    expect(figures).toEqual({ currency: null, balance: 0, equity: 0, floatingPnL: 0 });
  });

  it('given MT5 data without a currency, then a withdrawal asks in dollars (no throw)', () => {
    expect(withdrawalFigures(account(without('currency')))).toEqual({ profit: 400, share: 240, currency: 'USD' });
  });
});
