import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DrawdownLevel, drawdownLevel } from '@prop/contracts/drawdown';
import { FUNDING_BALANCES } from '@prop/contracts/constants';
import { assessUpdate } from '../src/domain/assess-update.ts';
import { breaksMaxDrawdown, drawdownBps, maxDrawdownLine } from '../src/domain/drawdown-rule.ts';
import { equityLimitsOf } from '../src/domain/equity-limits.ts';
import { rulesOfRuleSet } from '../src/domain/locked-pack.ts';
import { SPEC_RULE_SET } from '../src/domain/rule-set.ts';

const RESET = { minutes: 0, timeZone: 'UTC' };
const SPEC_LIMITS = equityLimitsOf(rulesOfRuleSet(SPEC_RULE_SET, RESET), null, RESET);
/** The spec's maximum drawdown on an update: nothing trails, so the high is the deposit. */
const assess = (deposit: number, equity: number) => assessUpdate(SPEC_LIMITS, deposit, equity, deposit, null);

const SEVERITY: Record<DrawdownLevel, number> = { profitable: 0, safe: 1, warning: 2, danger: 3, breach: 4 };

/** Deposits in cents: the spec's funding sizes and any other from 1.00 to 10,000,000.00. */
const depositCents = fc.oneof(
  fc.constantFrom(...FUNDING_BALANCES.map((amount) => amount * 100)),
  fc.integer({ min: 100, max: 1_000_000_000 }),
);

describe('maximum drawdown rule (5% of the initial deposit)', () => {
  it('given a 25,000 deposit, when equity is 23,750.01, then no breach; at 23,750.00, a breach of 5%', () => {
    expect(assess(2_500_000, 2_375_001)).toBeNull();
    expect(assess(2_500_000, 2_375_000)).toMatchObject({
      rule: 'max_drawdown',
      bps: 500,
      lineCents: 2_375_000,
      dayStartCents: null,
    });
  });

  it('given a 25,000 deposit, when equity is 23,700, then the drawdown is 5.20%', () => {
    expect(drawdownBps(2_500_000, 2_370_000)).toBe(520);
  });

  it('given equity at or above the deposit, then the drawdown is 0', () => {
    expect(drawdownBps(1_000_000, 1_000_000)).toBe(0);
    expect(drawdownBps(1_000_000, 1_200_000)).toBe(0);
  });

  it('never breaches while equity stays above 95% of the deposit', () => {
    fc.assert(
      fc.property(depositCents, fc.integer({ min: 1, max: 1_000_000_000 }), (deposit, above) => {
        // equity > 0.95 × deposit, in whole cents: 100 × equity > 95 × deposit
        const equity = Math.floor((deposit * 95) / 100) + above;
        fc.pre(equity * 100 > deposit * 95);
        expect(breaksMaxDrawdown(deposit, equity, SPEC_RULE_SET.maxDrawdownBps)).toBe(false);
        expect(assess(deposit, equity)).toBeNull();
      }),
    );
  });

  it('always breaches at or below 95% of the deposit', () => {
    fc.assert(
      fc.property(depositCents, fc.integer({ min: 0, max: 1_000_000_000 }), (deposit, below) => {
        const equity = Math.floor((deposit * 95) / 100) - below;
        const verdict = assess(deposit, equity);
        expect(verdict?.rule).toBe('max_drawdown');
        expect(verdict?.bps).toBeGreaterThanOrEqual(500);
        expect(equity).toBeLessThanOrEqual(verdict?.lineCents ?? Number.NaN);
      }),
    );
  });

  it('breaks exactly at and below its line, for any limit', () => {
    fc.assert(
      fc.property(
        depositCents,
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: -5, max: 5 }),
        (deposit, bps, offset) => {
          const line = maxDrawdownLine(deposit, bps);
          expect(breaksMaxDrawdown(deposit, line + offset, bps)).toBe(offset <= 0);
        },
      ),
    );
  });

  it('agrees with the levels the screens show: the contracts call it a breach exactly when the rule does', () => {
    fc.assert(
      fc.property(depositCents, fc.integer({ min: 0, max: 2_000_000_000 }), (deposit, equity) => {
        const level = drawdownLevel(deposit / 100, equity / 100);
        expect(level === 'breach').toBe(breaksMaxDrawdown(deposit, equity, SPEC_RULE_SET.maxDrawdownBps));
      }),
    );
  });

  it('has levels monotonic in equity: more equity is never a more severe level', () => {
    fc.assert(
      fc.property(
        depositCents,
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.integer({ min: 0, max: 2_000_000_000 }),
        (deposit, a, b) => {
          const [lower, higher] = a <= b ? [a, b] : [b, a];
          const lowerLevel = drawdownLevel(deposit / 100, lower / 100);
          const higherLevel = drawdownLevel(deposit / 100, higher / 100);
          expect(SEVERITY[higherLevel]).toBeLessThanOrEqual(SEVERITY[lowerLevel]);
          expect(drawdownBps(deposit, higher)).toBeLessThanOrEqual(drawdownBps(deposit, lower));
        },
      ),
    );
  });

  it('given the spec levels, when equity falls through them, then safe up to 2%, warning above, danger above 4%, breach at 5%', () => {
    const levelAt = (equity: number) => drawdownLevel(25000, equity);
    expect([25001, 25000, 24500, 24499.99, 24000, 23999.99, 23750.01, 23750].map(levelAt)).toEqual([
      'profitable',
      'safe',
      'safe',
      'warning',
      'warning',
      'danger',
      'danger',
      'breach',
    ]);
  });
});
