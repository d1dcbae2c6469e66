import { SEED_PROGRAMS } from '@prop/contracts/program';
import type { Rule, RuleName } from '@prop/contracts/rule-pack';
import { describe, expect, it } from 'vitest';
import { NEW_RULES } from '../src/features/programs/utils/rule-parameters.ts';
import { describeRule, RULE_TITLES, ruleLine } from '@prop/contracts/rule-words';

describe('rules in words on the admin programs screen', () => {
  it.each<[string, Rule, string]>([
    ['a profit target', { rule: 'profit_target', severity: 'hard', percent: 10 }, 'Profit target 10%'],
    [
      'a daily loss on the higher basis',
      {
        rule: 'daily_loss',
        severity: 'hard',
        basis: 'higher',
        percent: 5,
        resetTime: '00:00',
        timeZone: 'Europe/Amsterdam',
      },
      'Daily loss 5% of the higher of balance and equity, resets 00:00 Europe/Amsterdam (hard)',
    ],
    [
      'a daily loss on the balance',
      { rule: 'daily_loss', severity: 'soft', basis: 'balance', percent: 3, resetTime: '22:00', timeZone: 'UTC' },
      'Daily loss 3% of balance, resets 22:00 UTC (soft)',
    ],
    [
      'a static maximum loss',
      { rule: 'max_loss', severity: 'hard', basis: 'static', percent: 10 },
      'Maximum loss 10% static (hard)',
    ],
    [
      'a trailing maximum loss that locks',
      { rule: 'max_loss', severity: 'hard', basis: 'trailing_eod_balance', percent: 6, lockAtStart: true },
      'Maximum loss 6% trailing the end-of-day balance high, locks at the starting balance (hard)',
    ],
    [
      'a trailing equity loss',
      { rule: 'max_loss', severity: 'hard', basis: 'trailing_equity', percent: 8 },
      'Maximum loss 8% trailing the equity high (hard)',
    ],
    ['no expert advisors', { rule: 'expert_advisor', severity: 'hard' }, 'No expert advisors (hard)'],
    ['a minimum of trading days', { rule: 'min_trading_days', severity: 'hard', days: 4 }, 'At least 4 trading days'],
    ['one trading day', { rule: 'min_trading_days', severity: 'hard', days: 1 }, 'At least 1 trading day'],
    ['a phase length', { rule: 'max_phase_days', severity: 'hard', days: 30 }, 'At most 30 days in the phase (hard)'],
    [
      'consistency',
      { rule: 'consistency', severity: 'soft', maxBestDayPercent: 50 },
      'Best day at most 50% of total profit (soft)',
    ],
    [
      'a volume per trade',
      { rule: 'max_trade_volume', severity: 'hard', lots: 2.5 },
      'At most 2.5 lots per trade (hard)',
    ],
    ['an open volume', { rule: 'max_open_volume', severity: 'hard', lots: 1 }, 'At most 1 lot open at once (hard)'],
    ['a leverage', { rule: 'max_leverage', severity: 'hard', leverage: 30 }, 'Leverage at most 1:30 (hard)'],
    ['weekend holding', { rule: 'weekend_holding', severity: 'soft' }, 'No positions held over the weekend (soft)'],
    [
      'news trading',
      { rule: 'news_trading', severity: 'hard', minutes: 2 },
      'No trades within 2 minutes of high-impact news (hard)',
    ],
    ['inactivity', { rule: 'inactivity', severity: 'hard', days: 30 }, 'At least one deal every 30 days (hard)'],
  ])('given %s, then it reads in words with its severity unless a target', (_name, rule, line) => {
    expect(ruleLine(rule)).toBe(line);
  });

  it('given a static loss with a lock, then the lock is not mentioned: a static line never trails', () => {
    expect(describeRule({ rule: 'max_loss', severity: 'hard', basis: 'static', percent: 5, lockAtStart: true })).toBe(
      'Maximum loss 5% static',
    );
  });

  it('given every rule kind, then each has a label and a rule to start from of its own kind', () => {
    for (const name of Object.keys(RULE_TITLES) as RuleName[]) {
      expect(NEW_RULES[name].rule).toBe(name);
      expect(describeRule(NEW_RULES[name])).not.toBe('');
    }
    expect(Object.keys(RULE_TITLES)).toHaveLength(13);
  });

  it('given the seeded Two-Step phase 1, then its rules read as the catalogue states them', () => {
    const phase = SEED_PROGRAMS.find(({ id }) => id === 'two-step')?.phases[0];
    expect(phase?.rulePack.rules.map(ruleLine)).toEqual([
      'Profit target 10%',
      'At least 4 trading days',
      'Daily loss 5% of the higher of balance and equity, resets 00:00 Europe/Amsterdam (hard)',
      'Maximum loss 10% static (hard)',
    ]);
  });
});
