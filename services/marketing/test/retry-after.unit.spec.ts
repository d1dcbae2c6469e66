import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMIT_WAIT_MS, retryAfterMs } from '../src/brevo/retry-after.ts';

const now = new Date('2026-06-13T12:00:00Z');
const wait = (headers: Record<string, string>) => retryAfterMs(new Headers(headers), now);

describe('how long a 429 asks us to wait', () => {
  it('given Retry-After in seconds, waits that many seconds', () => {
    expect(wait({ 'retry-after': '3' })).toBe(3000);
    expect(wait({ 'retry-after': '0.25' })).toBe(250);
  });

  it('given Retry-After as an HTTP date, waits until then (never less than nothing)', () => {
    expect(wait({ 'retry-after': 'Sat, 13 Jun 2026 12:00:05 GMT' })).toBe(5000);
    expect(wait({ 'retry-after': 'Sat, 13 Jun 2026 11:59:00 GMT' })).toBe(0);
  });

  it("given no Retry-After, waits for Brevo's own x-sib-ratelimit-reset", () => {
    expect(wait({ 'x-sib-ratelimit-reset': '2' })).toBe(2000);
    expect(wait({ 'retry-after': 'soon', 'x-sib-ratelimit-reset': '4' })).toBe(4000);
  });

  it('given neither, waits a second', () => {
    expect(wait({})).toBe(DEFAULT_RATE_LIMIT_WAIT_MS);
  });
});
