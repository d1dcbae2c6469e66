import { describe, expect, it } from 'vitest';
import {
  packBlocks,
  PENDING_HINT,
  SATURDAY_HINT,
  withdrawalEligibility,
} from '../src/features/withdrawals/utils/withdrawal-eligibility.ts';

const MINIMUM_HINT = 'You need profit above €10.00 to enable withdrawal.';
const allMet = { profit: 10, hasPending: false, isWithdrawalDay: true };

describe('when the Withdraw Funds button is enabled (docs/product-rules.md §5)', () => {
  it('given a profit of 10, nothing pending and a Saturday, then it is enabled without a hint', () => {
    expect(withdrawalEligibility(allMet)).toEqual({ enabled: true, hint: null });
  });

  it.each([
    ['a profit of 9.99', { profit: 9.99 }, MINIMUM_HINT],
    ['a loss', { profit: -250 }, MINIMUM_HINT],
    ['no MT5 figures yet', { profit: null }, MINIMUM_HINT],
    ['a request under review', { hasPending: true }, PENDING_HINT],
    ['a day other than Saturday', { isWithdrawalDay: false }, SATURDAY_HINT],
  ])('given %s, then it is disabled and says why', (_case, change, hint) => {
    expect(withdrawalEligibility({ ...allMet, ...change })).toEqual({ enabled: false, hint });
  });

  it('given a small profit on a weekday with a request pending, then the profit hint of the spec is the one shown', () => {
    expect(withdrawalEligibility({ profit: 3, hasPending: true, isWithdrawalDay: false }).hint).toBe(MINIMUM_HINT);
  });

  it.each([
    ['the list still loading', { hasPending: null }],
    ['the withdrawal day still being asked', { isWithdrawalDay: null }],
  ])('given %s, then it stays disabled without a hint', (_case, change) => {
    expect(withdrawalEligibility({ ...allMet, ...change })).toEqual({ enabled: false, hint: null });
  });
});

describe("when the account's pack keeps the button off", () => {
  const listed = (condition: string, met: boolean) => ({
    eligible: met,
    conditions: [
      { condition: 'profit' as const, met: false, text: 'Profit' },
      { condition: condition as 'funded_account', met, text: condition },
    ],
    profitSharePercent: 60,
  });

  it('given a pack condition not met, then it blocks; the spec conditions alone never do', () => {
    expect(packBlocks(listed('funded_account', false))).toBe(true);
    expect(packBlocks(listed('trading_days', true))).toBe(false);
    expect(packBlocks(listed('withdrawal_day', false))).toBe(false);
    expect(packBlocks(undefined)).toBe(false);
  });
});
