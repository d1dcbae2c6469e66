import { describe, expect, it } from 'vitest';
import { countdownText, resetText, resetTimeText } from '../src/features/objectives/utils/reset-countdown.ts';

// Midnight in Amsterdam in winter (UTC+1).
const RESET = '2025-01-15T23:00:00.000Z';
const before = (ms: number) => new Date(Date.parse(RESET) - ms);
const MINUTE = 60_000;

describe('the daily reset time in the trader’s zone', () => {
  it('given the firm’s midnight, then each trader reads it in their own zone', () => {
    expect(resetTimeText(RESET, 'Europe/Amsterdam')).toBe('00:00');
    expect(resetTimeText(RESET, 'Europe/London')).toBe('23:00');
    expect(resetTimeText(RESET, 'America/New_York')).toBe('18:00');
  });

  it('given an unreadable instant, then there is no time', () => {
    expect(resetTimeText('soon', 'UTC')).toBeNull();
    expect(resetText('soon', new Date(), 'UTC')).toBeNull();
  });
});

describe('the countdown to the daily reset', () => {
  it.each([
    [(3 * 60 + 12) * MINUTE + 59_000, 'in 3 h 12 min'],
    [2 * 60 * MINUTE, 'in 2 h'],
    [45 * MINUTE, 'in 45 min'],
    [59_000, 'in less than a minute'],
    [0, 'now'],
    [-MINUTE, 'now'],
  ])('given %i ms left, then it reads "%s"', (left, text) => {
    expect(countdownText(RESET, before(left))).toBe(text);
  });

  it('given the reset in the trader’s zone, then the line names both the time and the countdown', () => {
    expect(resetText(RESET, before((3 * 60 + 12) * MINUTE), 'Europe/Amsterdam')).toBe('resets 00:00 · in 3 h 12 min');
  });
});
