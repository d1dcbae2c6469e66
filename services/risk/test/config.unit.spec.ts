import { describe, expect, it } from 'vitest';
import { dailyResetOf, defaultRuleSet, loadRiskConfig } from '../src/config.ts';

describe('risk configuration', () => {
  it('given nothing, then the spec rule set (5% maximum drawdown, no daily limit), a midnight reset and port 4103', () => {
    const config = loadRiskConfig({});
    expect(config.PORT).toBe(4103);
    expect(defaultRuleSet(config)).toEqual({ maxDrawdownBps: 500, dailyLossBps: null, dailyLossBasis: 'balance' });
    expect(dailyResetOf(config)).toEqual({ minutes: 0, timeZone: 'Europe/Amsterdam' });
    expect(config.RISK_EVIDENCE_SECONDS).toBe(300);
  });

  it('given a daily limit, then new accounts get it; empty means off', () => {
    const on = loadRiskConfig({
      RISK_DAILY_LOSS_PERCENT: '4.5',
      RISK_DAILY_LOSS_BASIS: 'equity',
      RISK_MAX_DRAWDOWN_PERCENT: '10',
    });
    expect(defaultRuleSet(on)).toEqual({ maxDrawdownBps: 1000, dailyLossBps: 450, dailyLossBasis: 'equity' });
    expect(defaultRuleSet(loadRiskConfig({ RISK_DAILY_LOSS_PERCENT: '' })).dailyLossBps).toBeNull();
  });

  it('given bad values, then every one is listed at once', () => {
    expect(() =>
      loadRiskConfig({
        RISK_DAILY_LOSS_PERCENT: '-1',
        RISK_DAILY_RESET_TIME: '25:00',
        RISK_DAILY_LOSS_BASIS: 'margin',
        RISK_EVIDENCE_SECONDS: '1',
      }),
    ).toThrow(
      /RISK_DAILY_LOSS_PERCENT[\s\S]*RISK_DAILY_LOSS_BASIS[\s\S]*RISK_DAILY_RESET_TIME[\s\S]*RISK_EVIDENCE_SECONDS/,
    );
  });
});
