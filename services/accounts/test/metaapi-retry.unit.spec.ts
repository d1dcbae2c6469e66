import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_MS, retryAtFrom, retryScope } from '../src/mt5/metaapi/retry-time.ts';

const now = Date.parse('2026-01-10T12:00:00.000Z');
const body = (recommendedRetryTime?: string, exceededConfig?: string) => ({
  error: 'TooManyRequestsError',
  metadata: { recommendedRetryTime, exceededConfig },
});

describe('when a 429 allows the next request', () => {
  it.each([
    ['Retry-After in seconds', '5', null, now + 5000],
    ['Retry-After as a date', 'Sat, 10 Jan 2026 12:00:07 GMT', null, now + 7000],
    ['the recommended retry time', null, body('2026-01-10T12:00:03.500Z'), now + 3500],
    ['the later of both', '2', body('2026-01-10T12:00:03.500Z'), now + 3500],
    ['a time already past', '0', body('2026-01-10T11:59:00.000Z'), now],
    ['nothing usable', 'soon', { message: 'slow down' }, now + DEFAULT_RETRY_MS],
  ])('given %s, then it is that moment', (_case, header, payload, expected) => {
    expect(retryAtFrom(header, payload, now)).toBe(expected);
  });

  it('pauses one account for a per-account limit and everything for any other', () => {
    expect(retryScope(body(undefined, 'perAccount'))).toBe('account');
    expect(retryScope(body(undefined, 'perUser'))).toBe('all');
    expect(retryScope(body(undefined, 'perServer'))).toBe('all');
    expect(retryScope(null)).toBe('all');
  });
});
