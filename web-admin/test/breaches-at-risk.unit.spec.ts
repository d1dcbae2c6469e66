import { describe, expect, it } from 'vitest';
import { atRiskTrader, levelText, levelTone, lossOfLimit, ruleTitle } from '../src/features/breaches/utils/at-risk.ts';

describe('an at-risk account, as the breaches screen shows it', () => {
  it('shows the loss of the limit to one decimal, rounded down so it never reads nearer the line than it is', () => {
    expect(lossOfLimit({ current: 4.24, limit: 5 })).toBe('4.2% of 5%');
    expect(lossOfLimit({ current: 4.99, limit: 5 })).toBe('4.9% of 5%');
    expect(lossOfLimit({ current: 4.5, limit: 5 })).toBe('4.5% of 5%');
    expect(lossOfLimit({ current: 2.7, limit: 3 })).toBe('2.7% of 3%');
    expect(lossOfLimit({ current: 1.1, limit: 2.5 })).toBe('1.1% of 2.5%');
  });

  it('marks 80% as a warning and 90% as danger', () => {
    expect([levelTone(80), levelText(80)]).toEqual(['warning', '80% of limit']);
    expect([levelTone(90), levelText(90)]).toEqual(['danger', '90% of limit']);
  });

  it('names the rule in the platform words', () => {
    expect(ruleTitle('max_loss')).toBe('Maximum loss');
    expect(ruleTitle('daily_loss')).toBe('Daily loss');
  });

  it('names the trader, or by the start of their id when identity has not told risk about them', () => {
    const userId = '5d1e0c3a-9999-4000-8000-000000000009';
    expect(atRiskTrader({ userId, user: { firstName: 'Grace', lastName: 'Hopper', email: 'g@example.com' } })).toBe(
      'Grace Hopper',
    );
    expect(atRiskTrader({ userId })).toBe('Trader 5d1e0c3a');
  });
});
