import { describe, expect, it } from 'vitest';
import { checkoutReturnOf } from '../src/features/purchase/utils/checkout-return.ts';

describe('coming back from Stripe Checkout', () => {
  it('given the purchase and a paid or cancelled outcome, then both are read', () => {
    expect(checkoutReturnOf('?purchase=p-1&payment=success')).toEqual({ purchaseId: 'p-1', outcome: 'success' });
    expect(checkoutReturnOf('purchase=p-1&payment=cancelled')).toEqual({ purchaseId: 'p-1', outcome: 'cancelled' });
  });

  it.each(['', '?purchase=p-1', '?payment=success', '?purchase=&payment=success', '?purchase=p-1&payment=maybe'])(
    'given "%s", then it is no return from Stripe',
    (search) => {
      expect(checkoutReturnOf(search)).toBeNull();
    },
  );
});
