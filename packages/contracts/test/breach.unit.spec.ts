import { describe, expect, it } from 'vitest';
import { breachCheckSchema, drawdownBreachSchema, resolveBreachSchema } from '../src/breach.ts';
import { drawdownLevel, drawdownPercent } from '../src/drawdown.ts';
import { issuesOf, rejectedPaths, USER_ID } from './issues.ts';

describe('drawdownLevel (docs/product-rules.md §4: safe up to 2%, warning above 2%, danger above 4%, breach at 5%)', () => {
  it.each([
    ['equity above the deposit', 10000, 10000.01, 'profitable'],
    ['equity far above the deposit', 10000, 15000, 'profitable'],
    ['equity equal to the deposit', 10000, 10000, 'safe'],
    ['a 1% drawdown', 10000, 9900, 'safe'],
    ['exactly 2%', 10000, 9800, 'safe'],
    ['just above 2%', 10000, 9799.99, 'warning'],
    ['3%', 10000, 9700, 'warning'],
    ['exactly 4%', 10000, 9600, 'warning'],
    ['just above 4%', 10000, 9599.99, 'danger'],
    ['just below 5%', 10000, 9500.01, 'danger'],
    ['exactly 5%', 10000, 9500, 'breach'],
    ['just above 5%', 10000, 9499.99, 'breach'],
    ['a total loss', 10000, 0, 'breach'],
    ['negative equity', 10000, -100, 'breach'],
  ])('given %s (deposit %d, equity %d), when grading, then it is %s', (_case, deposit, equity, level) => {
    expect(drawdownLevel(deposit, equity)).toBe(level);
  });

  it.each([10000, 25000, 50000, 100000])(
    'given the funding balance %d, when equity sits exactly on each boundary, then the boundaries hold',
    (deposit) => {
      expect(drawdownLevel(deposit, deposit * 0.98)).toBe('safe');
      expect(drawdownLevel(deposit, deposit - deposit * 0.02 - 0.01)).toBe('warning');
      expect(drawdownLevel(deposit, deposit * 0.96)).toBe('warning');
      expect(drawdownLevel(deposit, deposit - deposit * 0.04 - 0.01)).toBe('danger');
      expect(drawdownLevel(deposit, deposit * 0.95)).toBe('breach');
    },
  );
});

describe('drawdownPercent', () => {
  it.each([
    ['a 5% loss', 10000, 9500, 5],
    ['a 2.5% loss', 25000, 24375, 2.5],
    ['equity equal to the deposit', 10000, 10000, 0],
    ['equity above the deposit', 10000, 12000, 0],
    ['no deposit', 0, 100, 0],
    ['a negative deposit', -10, -20, 0],
    ['a total loss', 50000, 0, 100],
  ])('given %s (deposit %d, equity %d), when computing, then it is %d%%', (_case, deposit, equity, percent) => {
    expect(drawdownPercent(deposit, equity)).toBeCloseTo(percent, 10);
  });
});

describe('breach schemas', () => {
  it('given a breach check from the browser, when reading it, then it passes; a text percentage is rejected', () => {
    const check = {
      userId: USER_ID,
      accountId: 'acc-1',
      breachPercentage: 5.2,
      initialDeposit: 10000,
      currentEquity: 9480,
      mt5AccountId: 'mt5-1',
    };
    expect(breachCheckSchema.parse(check)).toEqual(check);
    expect(rejectedPaths(breachCheckSchema, { ...check, breachPercentage: '5.2' })).toEqual(['breachPercentage']);
  });

  it('given a breach id and optional notes, when resolving, then notes are trimmed and may be left out', () => {
    expect(resolveBreachSchema.parse({ breachId: USER_ID, adminNotes: ' Reviewed ' })).toEqual({
      breachId: USER_ID,
      adminNotes: 'Reviewed',
    });
    expect(issuesOf(resolveBreachSchema, { breachId: USER_ID })).toEqual({});
  });

  it('given a breach id that is no uuid, when resolving, then breachId is rejected', () => {
    expect(rejectedPaths(resolveBreachSchema, { breachId: '42' })).toEqual(['breachId']);
  });

  it('given an active breach, when reading it, then it passes', () => {
    const breach = {
      id: 'b-1',
      breachPercentage: 5.2,
      initialDeposit: 10000,
      currentEquity: 9480,
      breachedAt: '2025-06-15T10:00:00.000Z',
      mt5AccountId: 'mt5-1',
      userFirstName: 'Jane',
      userLastName: 'Doe',
      userEmail: 'jane@example.com',
    };
    expect(drawdownBreachSchema.parse(breach)).toEqual(breach);
  });
});
