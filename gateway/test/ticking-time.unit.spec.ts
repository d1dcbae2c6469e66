import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '@prop/service-kit/clock';
import { tickingTime } from '../src/time/ticking-time.ts';

describe('the clock read once a tick', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("gives the clock's time at once and follows it on each tick", () => {
    const clock = fixedClock('2026-03-07T10:00:00Z');
    const time = tickingTime(clock, 1000);
    expect(time.millis()).toBe(Date.parse('2026-03-07T10:00:00Z'));
    clock.advance(600);
    expect(time.millis()).toBe(Date.parse('2026-03-07T10:00:00Z'));
    vi.advanceTimersByTime(1000);
    expect(time.millis()).toBe(Date.parse('2026-03-07T10:00:00.600Z'));
    time.stop();
  });

  it('stops following the clock once stopped', () => {
    const clock = fixedClock('2026-03-07T10:00:00Z');
    const time = tickingTime(clock, 1000);
    time.stop();
    clock.advance(5000);
    vi.advanceTimersByTime(5000);
    expect(time.millis()).toBe(Date.parse('2026-03-07T10:00:00Z'));
  });
});
