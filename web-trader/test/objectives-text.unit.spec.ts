import type { Objective } from '@prop/contracts/rule-pack';
import { describe, expect, it } from 'vitest';
import {
  objectiveValueText,
  STATUS_VIEW,
  toGoText,
  usedOfLimitText,
} from '../src/features/objectives/utils/objective-text.ts';
import { RULE_TITLES } from '@prop/contracts/rule-words';

type Figures = Pick<Objective, 'rule' | 'current' | 'limit' | 'unit'>;

describe('an objective in words', () => {
  it.each<[string, Figures, string]>([
    ['a profit against its target', { rule: 'profit_target', current: 3.2, limit: 10, unit: 'percent' }, '3.2% of 10%'],
    ['a loss of a whole percent', { rule: 'daily_loss', current: 4, limit: 5, unit: 'percent' }, '4.0% of 5%'],
    ['a loss in basis points', { rule: 'max_loss', current: 1.15, limit: 10, unit: 'percent' }, '1.15% of 10%'],
    ['trading days', { rule: 'min_trading_days', current: 2, limit: 4, unit: 'days' }, '2 of 4 days'],
    ['a phase length of one day', { rule: 'max_phase_days', current: 0, limit: 1, unit: 'days' }, '0 of 1 day'],
    ['a trade volume', { rule: 'max_trade_volume', current: 0.5, limit: 2, unit: 'lots' }, '0.5 of 2 lots'],
    ['the leverage', { rule: 'max_leverage', current: 30, limit: 30, unit: 'leverage' }, '1:30, at most 1:30'],
    ['no expert advisor deal', { rule: 'expert_advisor', current: 0, limit: 0, unit: 'deals' }, 'No deals'],
    ['one news deal', { rule: 'news_trading', current: 1, limit: 0, unit: 'deals' }, '1 deal'],
    [
      'positions held over a weekend',
      { rule: 'weekend_holding', current: 2, limit: 0, unit: 'positions' },
      '2 positions',
    ],
    [
      'the best day against the total profit',
      { rule: 'consistency', current: 42.5, limit: 50, unit: 'percent' },
      'Best day 42.5% of total profit, at most 50%',
    ],
  ])('given %s, then it reads "%s"', (_case, objective, text) => {
    expect(objectiveValueText(objective)).toBe(text);
  });

  it('given a limit in lots of exactly one, then the unit is singular', () => {
    expect(usedOfLimitText(0.25, 1, 'lots')).toBe('0.25 of 1 lot');
  });

  it('given every rule of the catalogue, then each has a plain name', () => {
    expect(Object.values(RULE_TITLES).every((name) => /^[A-Z][a-z ]+$/.test(name))).toBe(true);
  });
});

describe('what a target still takes', () => {
  it('given profit still to make, then it is money in the account currency', () => {
    expect(toGoText({ unit: 'money', amount: '640.00' }, 'EUR')).toBe('€640.00 more profit');
    expect(toGoText({ unit: 'money', amount: '1250.5' }, 'USD')).toBe('$1,250.50 more profit');
  });

  it('given trading days still to trade, then they are counted', () => {
    expect(toGoText({ unit: 'days', days: 2 }, 'EUR')).toBe('2 more trading days');
    expect(toGoText({ unit: 'days', days: 1 }, 'EUR')).toBe('1 more trading day');
  });
});

describe('an objective status badge', () => {
  it('given each status, then it has its own word and a broken rule shows red', () => {
    expect(Object.values(STATUS_VIEW).map(({ text }) => text)).toEqual([
      'OK',
      'Warning',
      'Met',
      'Breached',
      'Violated',
    ]);
    expect(STATUS_VIEW.breached.tone).toBe('danger');
    expect(STATUS_VIEW.violated.tone).toBe('danger');
    expect(STATUS_VIEW.warning.tone).toBe('warning');
  });
});
