import { describe, expect, it } from 'vitest';
import type { AccountLink } from '../src/domain/account-link.ts';
import { currentDrawdown, toTradingAccount, totalPnl } from '../src/domain/account-view.ts';
import { canonicalDecimal, centsText } from '../src/domain/decimal-text.ts';
import { decideProvision } from '../src/domain/provision-decision.ts';
import type { Mt5Snapshot } from '../src/mt5/provider.ts';

const link: AccountLink = {
  accountId: '0b4f7c52-3f7e-4f43-9a51-7d1cf1c0a001',
  userId: '0b4f7c52-3f7e-4f43-9a51-7d1cf1c0a002',
  mt5AccountId: 'sim-1',
  fundingBalance: '10000',
  status: 'active',
  accountType: 'Instant Funding',
};

const snapshot = (balance: number, equity: number): Mt5Snapshot => ({
  id: 'sim-1',
  name: 'Demo Trader 1',
  login: '50000001',
  server: 'PropSim-Demo',
  state: 'DEPLOYED',
  connectionStatus: 'CONNECTED',
  platform: 'mt5',
  type: 'cloud-g2',
  info: { currency: 'USD', balance, equity, margin: 100, freeMargin: equity - 100, marginLevel: 1000, leverage: 30 },
  updatedAt: new Date('2026-01-10T12:00:00Z'),
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
});

describe('decimal text', () => {
  it.each([
    ['25000.00', '25000'],
    ['10250.50', '10250.5'],
    ['0.05', '0.05'],
    ['100000', '100000'],
  ])('given %s from a numeric column, then it reads %s', (text, canonical) => {
    expect(canonicalDecimal(text)).toBe(canonical);
  });

  it('refuses text that is no decimal, and writes MT5 floats in cents', () => {
    expect(() => canonicalDecimal('1e4')).toThrow();
    expect(centsText(7306.649913200001)).toBe('7306.65');
    expect(centsText(10000)).toBe('10000.00');
  });
});

describe('provisioning an approved purchase', () => {
  it.each([
    [true, undefined, 'create'],
    [true, { ...link, status: 'breached' as const }, 'replace'],
    [true, link, 'pending'],
    [false, undefined, 'pending'],
    [false, { ...link, status: 'breached' as const }, 'pending'],
  ])('given accounts can be opened: %s and the open account %o, then %s', (canCreate, current, kind) => {
    expect(decideProvision(canCreate, current).kind).toBe(kind);
  });
});
