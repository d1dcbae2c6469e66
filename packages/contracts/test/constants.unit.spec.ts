import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  DEFAULT_FUNDING_BALANCE,
  DEFAULT_MT5_BALANCE_TEXT,
  DRAWDOWN,
  FUNDING_BALANCES,
  KYC_ACCEPTED_EXTENSIONS,
  KYC_MAX_FILE_BYTES,
  LEVERAGE,
  MIN_WITHDRAWAL_PROFIT,
  MOBILE_BREAKPOINT_PX,
  PASSWORD_MIN_CHANGE,
  PASSWORD_MIN_REGISTER,
  PHONE_MIN,
  PROFIT_SHARE,
  reconnectDelayMs,
  SUPPORT_RESPONSE_TIME,
  TEXT_MIN,
  TIMINGS,
  WITHDRAWAL_PROCESSING_TEXT,
  WITHDRAWAL_WEEKDAY,
  WS_HANDSHAKE_TIMEOUT_MS,
  WS_RECONNECT,
} from '../src/constants.ts';

describe('business constants (docs/product-rules.md §9)', () => {
  it('given the drawdown rules, when reading them, then max 5%, warning above 2%, danger above 4%, breach at 5%', () => {
    expect(DRAWDOWN).toEqual({ maxPercent: 5, warningAbovePercent: 2, dangerAbovePercent: 4, breachAtPercent: 5 });
  });

  it('given the trader terms, when reading them, then the share is 60%, leverage 1:30 and the minimum profit 10', () => {
    expect(PROFIT_SHARE).toBe(0.6);
    expect(LEVERAGE).toBe('1:30');
    expect(MIN_WITHDRAWAL_PROFIT).toBe(10);
  });

  it('given the withdrawal day, when reading it, then it is Saturday (local day 6) with 1-3 business days processing', () => {
    expect(WITHDRAWAL_WEEKDAY).toBe(6);
    expect(new Date(2025, 5, 14).getDay()).toBe(WITHDRAWAL_WEEKDAY); // 14 June 2025 is a Saturday
    expect(WITHDRAWAL_PROCESSING_TEXT).toBe('Will be processed within 1-3 business days');
  });

  it('given the funding balance options, when reading them, then they are 10000, 25000, 50000, 100000 with 10000 default', () => {
    expect(FUNDING_BALANCES).toEqual([10000, 25000, 50000, 100000]);
    expect(DEFAULT_FUNDING_BALANCE).toBe(10000);
  });

  it('given the input limits, when reading them, then passwords 8 and 6, phone 10, KYC files 5MB', () => {
    expect(PASSWORD_MIN_REGISTER).toBe(8);
    expect(PASSWORD_MIN_CHANGE).toBe(6);
    expect(PHONE_MIN).toBe(10);
    expect(KYC_MAX_FILE_BYTES).toBe(5 * 1024 * 1024);
    expect(KYC_ACCEPTED_EXTENSIONS).toEqual(['.pdf', '.jpg', '.jpeg', '.png']);
  });

  it('given the text minimums, when reading them, then subject 5, message 20, reply 5, admin response 10', () => {
    expect(TEXT_MIN).toEqual({ ticketSubject: 5, ticketMessage: 20, reply: 5, adminResponse: 10 });
    expect(SUPPORT_RESPONSE_TIME).toBe('Within 24 hours');
  });

  it('given the timings, when reading them, then every poll and delay is the spec value in milliseconds', () => {
    expect(TIMINGS).toEqual({
      accountPollMs: 1000,
      accountRefreshMs: 2000,
      reloadDelayMs: 1000,
      breachesPollMs: 1000,
      withdrawalsPollMs: 5000,
      mt5AccountsPollMs: 30000,
      ticketsPollMs: 30000,
      economicEventsPollMs: 60000,
      toastDurationMs: 5000,
      toastRemoveDelayMs: 1000000,
      tooltipDelayMs: 700,
      tooltipSkipDelayMs: 300,
    });
  });

  it('given the display defaults, when reading them, then $10,000.00 and a 768 px breakpoint', () => {
    expect(DEFAULT_MT5_BALANCE_TEXT).toBe('$10,000.00');
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
  });

  it('given the countries, when listing them, then they are in the order of the spec with Other last', () => {
    expect(COUNTRIES).toEqual([
      'Netherlands',
      'Belgium',
      'Germany',
      'France',
      'United Kingdom',
      'United States',
      'Canada',
      'Australia',
      'Spain',
      'Italy',
      'Other',
    ]);
  });
});

describe('websocket reconnect', () => {
  it('given the reconnect policy, when reading it, then at most 5 attempts between 1000 and 30000 ms', () => {
    expect(WS_RECONNECT).toEqual({ maxAttempts: 5, baseDelayMs: 1000, maxDelayMs: 30000 });
  });

  it('given a socket that does not open, when waiting for it, then it counts as failed after 5 s', () => {
    expect(WS_HANDSHAKE_TIMEOUT_MS).toBe(5000);
  });

  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [4, 16000],
    [5, 30000],
    [6, 30000],
    [20, 30000],
  ])('given attempt %i, when waiting to reconnect, then the delay is %i ms', (attempt, delay) => {
    expect(reconnectDelayMs(attempt)).toBe(delay);
  });
});
