import { describe, expect, it } from 'vitest';
import { phasePassedText, riskWarningSchema, warningToastText } from '../src/features/objectives/utils/toast-texts.ts';

describe('the toast of a warning before the line', () => {
  it('given the daily loss at 80%, then it names the rule, the level and the figures', () => {
    expect(warningToastText({ rule: 'daily_loss', level: 80, current: 4, limit: 5, unit: 'percent' })).toBe(
      'Daily loss at 80% of its limit (4.0% of 5%)',
    );
  });

  it('given the maximum loss at 90%, then the figures keep their decimals', () => {
    expect(warningToastText({ rule: 'max_loss', level: 90, current: 9.05, limit: 10, unit: 'percent' })).toBe(
      'Maximum loss at 90% of its limit (9.05% of 10%)',
    );
  });

  it('given a limit counted in days, then the figures are in days', () => {
    expect(warningToastText({ rule: 'max_phase_days', level: 90, current: 27, limit: 30, unit: 'days' })).toBe(
      'Phase length at 90% of its limit (27 of 30 days)',
    );
  });

  it('given a push with the event’s other fields, then its rule, level and figures are read', () => {
    const data = {
      rule: 'daily_loss',
      level: 90,
      current: 4.5,
      limit: 5,
      unit: 'percent',
      accountId: 'a',
      tradingDay: '2025-01-15',
    };
    expect(riskWarningSchema.parse(data)).toEqual({
      rule: 'daily_loss',
      level: 90,
      current: 4.5,
      limit: 5,
      unit: 'percent',
    });
  });

  it('given a level that is not a warning level, then the push is not shown', () => {
    expect(
      riskWarningSchema.safeParse({ rule: 'daily_loss', level: 50, current: 2.5, limit: 5, unit: 'percent' }).success,
    ).toBe(false);
  });

  it('given a passed phase, then the toast names the program and the phase', () => {
    expect(phasePassedText({ program: { name: 'Two-Step Challenge' }, phase: { name: 'Phase 1' } })).toBe(
      "Two-Step Challenge · Phase 1 passed. Your next phase's account is being opened.",
    );
  });
});
