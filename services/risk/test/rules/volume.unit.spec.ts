import { describe, expect, it } from 'vitest';
import type { RuleOf } from '@prop/contracts/rule-pack';
import type { DealEntryType } from '@prop/contracts/trading';
import { judgeMaxOpenVolume, judgeMaxTradeVolume } from '../../src/domain/rules/volume.ts';

const deal = (id: string, entryType: DealEntryType, volume: number) => ({ id, entryType, volume });
const position = (id: string, volume: number) => ({ id, volume });

describe('maximum volume per trade (5 lots)', () => {
  const FIVE: RuleOf<'max_trade_volume'> = { rule: 'max_trade_volume', severity: 'hard', lots: 5 };

  it('given entries of 2 and 5 lots and an exit of 7 lots, then the largest entry is 5 of 5: a 90% warning', () => {
    const deals = [deal('1', 'DEAL_ENTRY_IN', 2), deal('2', 'DEAL_ENTRY_IN', 5), deal('3', 'DEAL_ENTRY_OUT', 7)];
    expect(judgeMaxTradeVolume(FIVE, { deals })).toEqual({
      rule: 'max_trade_volume',
      status: 'warning',
      warningLevel: 90,
      current: 5,
      limit: 5,
      unit: 'lots',
    });
  });

  it('given an entry of 5.01 lots, then a breach naming that deal', () => {
    const deals = [deal('1', 'DEAL_ENTRY_IN', 2), deal('9', 'DEAL_ENTRY_IN', 5.01)];
    expect(judgeMaxTradeVolume(FIVE, { deals })).toMatchObject({
      status: 'breached',
      current: 5.01,
      crossed: { value: 5.01, line: 5, unit: 'lots', subject: '9' },
    });
  });

  it('given no entries, then ok at 0', () => {
    expect(judgeMaxTradeVolume(FIVE, { deals: [] })).toMatchObject({ status: 'ok', current: 0 });
  });
});

describe('maximum open volume', () => {
  const rule = (lots: number): RuleOf<'max_open_volume'> => ({ rule: 'max_open_volume', severity: 'hard', lots });

  it('given positions of 0.1 and 0.2 lots and a limit of 0.3, then exactly at the limit, not beyond it by a float', () => {
    const positions = [position('a', 0.1), position('b', 0.2)];
    expect(judgeMaxOpenVolume(rule(0.3), { positions })).toMatchObject({
      status: 'warning',
      warningLevel: 90,
      current: 0.3,
    });
  });

  it('given 0.31 lots open and a limit of 0.3, then a breach', () => {
    const positions = [position('a', 0.1), position('b', 0.2), position('c', 0.01)];
    expect(judgeMaxOpenVolume(rule(0.3), { positions })).toMatchObject({
      status: 'breached',
      crossed: { value: 0.31, line: 0.3, unit: 'lots' },
    });
  });

  it('given 0.1 lots open of 1, then ok', () => {
    expect(judgeMaxOpenVolume(rule(1), { positions: [position('a', 0.1)] })).toEqual({
      rule: 'max_open_volume',
      status: 'ok',
      current: 0.1,
      limit: 1,
      unit: 'lots',
    });
  });
});
