import { describe, expect, it } from 'vitest';
import { accountAgreement, balanceOfHistory, equityOf } from '../../src/domain/trading/account-agreement.ts';
import { balanceOperation, openPosition, tradeDeal } from './fixtures.ts';

// 10,000 deposited, 500 credit, one trade closed (net 491.80), one buy still open (entry commission -3.50).
const deals = [
  balanceOperation('1', '2026-01-12T08:00:00Z', '10000'),
  balanceOperation('2', '2026-01-12T08:00:00Z', '500', 'DEAL_TYPE_CREDIT'),
  tradeDeal('BUY', 'IN', {
    id: '10',
    position: '10',
    volume: 1,
    price: 1.1,
    time: '2026-01-12T09:00:00Z',
    commission: '-3.50',
  }),
  tradeDeal('SELL', 'OUT', {
    id: '11',
    position: '10',
    volume: 1,
    price: 1.105,
    time: '2026-01-13T15:00:00Z',
    profit: '500',
    commission: '-3.50',
    swap: '-1.20',
  }),
  tradeDeal('BUY', 'IN', {
    id: '20',
    position: '20',
    volume: 1,
    price: 1.1,
    time: '2026-01-14T09:00:00Z',
    commission: '-3.50',
  }),
  balanceOperation('3', '2026-01-14T23:00:00Z', '-0.30', 'DEAL_TYPE_CHARGE'),
];
const positions = [openPosition({ id: '20', profit: '25.40', swap: '-0.80', commission: '-3.50' })];

describe('account agreement', () => {
  it('given the full history, when summed, then trades, balance operations and open entry charges make the balance', () => {
    // 10000 + 491.80 - 3.50 - 0.30; the credit is not balance.
    expect(balanceOfHistory(deals)).toBe(1_048_800n);
  });

  it('given no deals, then the balance is zero', () => {
    expect(balanceOfHistory([])).toBe(0n);
  });

  it('given an open position, then equity is balance, credit, floating profit and swap, without the commission already paid', () => {
    expect(equityOf(1_048_800n, 50_000n, positions)).toBe(1_048_800n + 50_000n + 2_540n - 80n);
  });

  it('given what MT5 reports, when checked, then both figures agree', () => {
    expect(accountAgreement({ deals, positions }, { balance: 1_048_800n, equity: 1_101_260n })).toEqual({
      balance: { expected: '10488.00', reported: '10488.00', agrees: true },
      equity: { expected: '11012.60', reported: '11012.60', agrees: true },
    });
  });

  it('given a deal missing from the history, when checked, then the balance disagrees and the equity still agrees', () => {
    const agreement = accountAgreement(
      { deals: deals.filter((deal) => deal.id !== '3'), positions },
      { balance: 1_048_800n, equity: 1_101_260n },
    );

    expect(agreement.balance).toEqual({ expected: '10488.30', reported: '10488.00', agrees: false });
    expect(agreement.equity.agrees).toBe(true);
  });

  it('given a figure a cent off after rounding, when checked, then it agrees; two cents off, it does not', () => {
    const history = { deals, positions: [] };

    expect(accountAgreement(history, { balance: 1_048_801n, equity: 1_098_801n }).balance.agrees).toBe(true);
    expect(accountAgreement(history, { balance: 1_048_802n, equity: 1_098_802n }).balance.agrees).toBe(false);
  });
});
