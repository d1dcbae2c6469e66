import { DISCOUNT_CODE_MESSAGES } from '@prop/contracts/discount-code';
import { ApiError } from '@prop/web-client/api-fetch';
import { describe, expect, it } from 'vitest';
import { purchaseFailureText } from '../src/features/purchase/utils/purchase-failure.ts';

const refusal = (message: string) => new ApiError(400, JSON.stringify({ message }), 'Bad Request');

describe("the 'Purchase Failed' toast's text (docs/product-rules.md §8)", () => {
  it("given the server refused an unknown tier, then 'Invalid tier selected'", () => {
    expect(purchaseFailureText(refusal('Invalid tier selected'))).toBe('Invalid tier selected');
  });

  it('given a refused discount code (issue 23), then why, so the trader can drop or change the code', () => {
    expect(purchaseFailureText(refusal(DISCOUNT_CODE_MESSAGES.exhausted))).toBe(DISCOUNT_CODE_MESSAGES.exhausted);
  });

  it.each([
    ['a price the catalogue disagrees with', refusal('The price does not match the selected tier')],
    ['a server failure', new ApiError(500, '', 'Internal Server Error')],
    ['a network failure', new TypeError('Failed to fetch')],
  ])("given %s, then 'Failed to process purchase'", (_case, error) => {
    expect(purchaseFailureText(error)).toBe('Failed to process purchase');
  });
});
