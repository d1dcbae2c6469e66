import { ApiError } from '@prop/web-client/api-fetch';
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from '../src/features/withdrawals/utils/idempotency-key.ts';
import {
  amountsToRequest,
  leftUnsettled,
  nextAttempt,
  type SubmissionAttempt,
} from '../src/features/withdrawals/utils/submission-attempt.ts';
import { quotedFigures, withdrawalFailureToast } from '../src/features/withdrawals/utils/withdrawal-failure.ts';

const details = {
  paymentMethod: 'bank' as const,
  accountHolder: 'Ada',
  bankName: 'ING',
  iban: 'NL91',
  swiftCode: 'INGBNL2A',
};
const figures = { amount: 523.17, profitAmount: 313.9, currency: 'USD' };
let counter = 0;
const newKey = () => `key-${++counter}`;

describe('the idempotency key of a withdrawal submission', () => {
  it('given a first submission, then it gets a new key and sends the figures shown', () => {
    const attempt = nextAttempt({ unsettled: null, figures, details, newKey: () => 'first' });
    expect(attempt).toEqual({ idempotencyKey: 'first', payload: { ...figures, bankDetails: details } });
  });

  it('given an attempt that got no answer, when submitted again unchanged, then the very same request and key go again', () => {
    const unsettled: SubmissionAttempt = { idempotencyKey: 'lost', payload: { ...figures, bankDetails: details } };
    const moved = { ...figures, amount: 530, profitAmount: 318 };
    expect(nextAttempt({ unsettled, figures: moved, details: { ...details }, newKey })).toBe(unsettled);
  });

  it('given an attempt that got no answer, when the payment details were edited, then it is a new attempt with a new key', () => {
    const unsettled: SubmissionAttempt = { idempotencyKey: 'lost', payload: { ...figures, bankDetails: details } };
    const attempt = nextAttempt({ unsettled, figures, details: { ...details, bankName: 'ABN AMRO' }, newKey });
    expect(attempt.idempotencyKey).not.toBe('lost');
    expect(attempt.payload.bankDetails).toMatchObject({ bankName: 'ABN AMRO' });
  });

  it.each([
    ['a network failure', new TypeError('Failed to fetch'), true],
    ['a server fault', new ApiError(502, '', 'Bad Gateway'), true],
    ['accounts not answering', new ApiError(503, '{"message":"try again"}', 'Service Unavailable'), true],
    ['a refusal', new ApiError(422, '{"message":"no"}', 'Unprocessable Entity'), false],
    ['a conflict', new ApiError(409, '{"message":"no"}', 'Conflict'), false],
  ])('given %s, then whether the request was made is open: %s', (_case, error, open) => {
    expect(leftUnsettled(error)).toBe(open);
  });

  it('given random bytes, then the key is a version 4 UUID the server accepts', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
    expect(newIdempotencyKey((bytes) => bytes.fill(255))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});

describe('the amounts the dialog shows and sends', () => {
  const live = { profit: 530, share: 318, currency: 'USD' };
  const quote = { amount: 523.17, profitAmount: 313.9, currency: 'USD' };

  it('given nothing from the server yet, then the live figures', () => {
    expect(amountsToRequest(null, null, live)).toEqual({ amount: 530, profitAmount: 318, currency: 'USD' });
  });

  it("given the server's quote, then the quote, however the live figures move", () => {
    expect(amountsToRequest(quote, null, live)).toEqual(quote);
  });

  it('given an attempt to retry, then its own figures', () => {
    const unsettled = { idempotencyKey: 'k', payload: { ...quote, bankDetails: details } };
    expect(amountsToRequest(null, unsettled, live)).toEqual(quote);
  });

  it('given no MT5 figures, then nothing to send', () => {
    expect(amountsToRequest(null, null, null)).toBeNull();
  });
});

describe('what a failed withdrawal tells the trader (docs/product-rules.md §8)', () => {
  it("given the server's Saturday refusal, then 'Withdrawal Restricted' with the spec's text", () => {
    const error = new ApiError(422, '{"message":"Withdrawals are only allowed on Saturdays"}', 'Unprocessable Entity');
    expect(withdrawalFailureToast(error)).toEqual({
      title: 'Withdrawal Restricted',
      description: 'Withdrawals are only available on Saturdays. Please return on Saturday to submit your request.',
    });
  });

  it("given another refusal, then 'Withdrawal Failed' with the server's message", () => {
    const error = new ApiError(409, '{"message":"You already have a withdrawal request under review."}', 'Conflict');
    expect(withdrawalFailureToast(error)).toEqual({
      title: 'Withdrawal Failed',
      description: 'You already have a withdrawal request under review.',
    });
  });

  it("given no server message, then 'Withdrawal Failed' with the spec's fallback", () => {
    expect(withdrawalFailureToast(new TypeError('Failed to fetch'))).toEqual({
      title: 'Withdrawal Failed',
      description: 'Failed to submit withdrawal request',
    });
  });

  it("given a 409 with the server's figures, then they are read; any other answer has none", () => {
    const body = JSON.stringify({
      message: 'Your profit is now 450.00 USD',
      quote: { amount: 450, profitAmount: 270, currency: 'USD' },
    });
    expect(quotedFigures(new ApiError(409, body, 'Conflict'))).toEqual({
      amount: 450,
      profitAmount: 270,
      currency: 'USD',
    });
    expect(quotedFigures(new ApiError(409, '{"message":"pending"}', 'Conflict'))).toBeNull();
    expect(quotedFigures(new ApiError(409, '<html>', 'Conflict'))).toBeNull();
    expect(quotedFigures(new ApiError(422, body, 'Unprocessable Entity'))).toBeNull();
  });
});
