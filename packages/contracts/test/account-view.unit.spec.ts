import { describe, expect, it } from 'vitest';
import {
  currentDrawdown,
  type Mt5Reading,
  serializeTradingAccount,
  type TradingAccountFacts,
  toTradingAccount,
  totalPnl,
} from '../src/account-view.ts';

const link: TradingAccountFacts = {
  accountId: '0b4f7c52-3f7e-4f43-9a51-7d1cf1c0a001',
  mt5AccountId: 'sim-1',
  fundingBalance: '10000',
  status: 'active',
  accountType: 'Instant Funding',
};

const snapshot = (balance: number, equity: number): Mt5Reading => ({
  name: 'Demo Trader 1',
  login: '50000001',
  server: 'PropSim-Demo',
  info: { currency: 'USD', balance, equity },
});

describe('profit and drawdown', () => {
  it.each([
    [10000, 10250.5, 250.5],
    [10000, 9400, -600],
    [25000, 25000, 0],
    [10000, 10000.1 + 0.2, 0.3],
  ])('given funding %d and equity %d, then total P&L is %d', (funding, equity, pnl) => {
    expect(totalPnl(funding, equity)).toBe(pnl);
  });

  it.each([
    [10000, 10500, 0],
    [10000, 10000, 0],
    [10000, 9800, 2],
    [10000, 9500, 5],
    [10000, 9400, 6],
    [25000, 24123.45, 3.51],
  ])('given funding %d and equity %d, then the current drawdown is %d%%', (funding, equity, percent) => {
    expect(currentDrawdown(funding, equity)).toBe(percent);
  });
});

describe('the trading account view', () => {
  it('given a link and a live snapshot, then it shows the MT5 figures, P&L, drawdown and the 5% limit', () => {
    expect(toTradingAccount(link, snapshot(10000, 9400))).toEqual({
      id: link.accountId,
      status: 'active',
      frozen: false,
      frozenReason: null,
      frozenSince: null,
      balance: 10000,
      equity: 9400,
      totalPnl: -600,
      currentDrawdown: 6,
      maxDrawdown: 5,
      fundingBalance: '10000',
      accountType: 'Instant Funding',
      mt5AccountId: 'sim-1',
      mt5Data: {
        name: 'Demo Trader 1',
        login: '50000001',
        server: 'PropSim-Demo',
        accountInfo: { balance: 10000, equity: 9400, currency: 'USD' },
        floatingPnL: -600,
      },
    });
  });

  it('given no MT5 figures yet, then balance and equity show the funding balance and mt5Data is null', () => {
    expect(toTradingAccount(link, undefined)).toMatchObject({
      balance: 10000,
      equity: 10000,
      totalPnl: 0,
      currentDrawdown: 0,
      mt5Data: null,
    });
    expect(toTradingAccount(link, { ...snapshot(1, 1), info: null }).mt5Data).toBeNull();
  });

  it('given facts of a frozen account, then the view says frozen, why and since when, its status unchanged', () => {
    const frozen = { frozen: true, frozenReason: 'dispute' as const, frozenSince: '2026-06-13T10:00:00.000Z' };
    expect(toTradingAccount({ ...link, status: 'breached', ...frozen }, undefined)).toMatchObject({
      status: 'breached',
      ...frozen,
    });
  });
});

describe('the trading account body', () => {
  it('given an account, then it is the JSON a service route writes, keys in the schema order', () => {
    const body = serializeTradingAccount(toTradingAccount(link, snapshot(10000, 10012.5)));
    expect(body).toBe(
      '{"id":"0b4f7c52-3f7e-4f43-9a51-7d1cf1c0a001","status":"active","frozen":false,"frozenReason":null,' +
        '"frozenSince":null,"balance":10000,"equity":10012.5,' +
        '"totalPnl":12.5,"currentDrawdown":0,"maxDrawdown":5,"fundingBalance":"10000","accountType":"Instant Funding",' +
        '"mt5AccountId":"sim-1","mt5Data":{"name":"Demo Trader 1","login":"50000001","server":"PropSim-Demo",' +
        '"accountInfo":{"balance":10000,"equity":10012.5,"currency":"USD"},"floatingPnL":12.5}}',
    );
  });
});
