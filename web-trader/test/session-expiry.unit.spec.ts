import { ApiError } from '@prop/web-client/api-fetch';
import { describe, expect, it } from 'vitest';
import { isSessionExpired } from '../src/lib/session-expiry.ts';

describe('session expiry', () => {
  it('given a 401 whose body says Unauthorized, then the session has expired', () => {
    expect(isSessionExpired(new ApiError(401, '{"message":"Unauthorized"}', 'Unauthorized'))).toBe(true);
  });

  it('given a 401 with an empty body, then the status text decides', () => {
    expect(isSessionExpired(new ApiError(401, '', 'Unauthorized'))).toBe(true);
  });

  it('given a failed sign-in (401 with another message), then it is not an expired session', () => {
    expect(isSessionExpired(new ApiError(401, '{"message":"Invalid email or password"}', 'Unauthorized'))).toBe(false);
  });

  it.each([
    ['a 403', new ApiError(403, '{"message":"Unauthorized"}', 'Forbidden')],
    ['a 500', new ApiError(500, '', 'Internal Server Error')],
    ['a network failure', new TypeError('Failed to fetch')],
    ['a non-error', '401: Unauthorized'],
  ])('given %s, then it is not an expired session', (_name, error) => {
    expect(isSessionExpired(error)).toBe(false);
  });
});
