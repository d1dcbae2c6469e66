import { describe, expect, it } from 'vitest';
import { startSteadyTicks, type TickTimers } from '../src/mt5/simulator/steady-ticks.ts';

/**
 * An event loop that runs every timer `lateMs` after it is due, as a busy one does, and whose
 * ticks may take time of their own.
 */
function lateLoop(lateMs: number) {
  let now = 0;
  let pending: { at: number; run: () => void } | undefined;
  const timers: TickTimers = {
    now: () => now,
    after: (ms, run) => {
      const timer = { at: now + ms, run };
      pending = timer;
      return () => {
        if (pending === timer) pending = undefined;
      };
    },
  };
  return {
    timers,
    spend(ms: number) {
      now += ms;
    },
    /** Runs the timers due until `untilMs`, each `lateMs` late. */
    runUntil(untilMs: number) {
      while (pending && pending.at + lateMs <= untilMs) {
        const { at, run } = pending;
        pending = undefined;
        now = Math.max(now, at + lateMs);
        run();
      }
      now = untilMs;
    },
  };
}

describe('steady ticks', () => {
  it('given every timer 1 ms late, then ten seconds hold all 1,000 ticks of 10 ms', () => {
    const loop = lateLoop(1);
    let ticks = 0;
    startSteadyTicks(() => ticks++, { everyMs: 10, catchUpMs: 1000, timers: loop.timers });
    loop.runUntil(10_000);
    // Counted from when each call ran, as setInterval does, 1 ms late each: 10,000 / 11 = 909.
    expect(ticks).toBeGreaterThanOrEqual(999);
    expect(ticks).toBeLessThanOrEqual(1000);
  });

  it('given ticks that take 4 ms each, then they keep the timeline', () => {
    const loop = lateLoop(0.5);
    let ticks = 0;
    startSteadyTicks(
      () => {
        ticks++;
        loop.spend(4);
      },
      { everyMs: 10, catchUpMs: 1000, timers: loop.timers },
    );
    loop.runUntil(5_000);
    expect(ticks).toBeGreaterThanOrEqual(499);
  });

  it('given one tick that stalls the loop beyond the catch-up, then the ticks start again from then, without a burst', () => {
    const loop = lateLoop(0);
    const at: number[] = [];
    startSteadyTicks(
      () => {
        at.push(loop.timers.now());
        if (at.length === 3) loop.spend(5_000);
      },
      { everyMs: 10, catchUpMs: 1000, timers: loop.timers },
    );
    loop.runUntil(5_100);
    expect(at.slice(0, 4)).toEqual([10, 20, 30, 5_040]);
    expect(at).toHaveLength(10);
  });

  it('given a stall shorter than the catch-up, then the late ticks run at twice the pace until the timeline is met', () => {
    const loop = lateLoop(0);
    const at: number[] = [];
    startSteadyTicks(
      () => {
        at.push(loop.timers.now());
        if (at.length === 1) loop.spend(35);
      },
      { everyMs: 10, catchUpMs: 1000, timers: loop.timers },
    );
    loop.runUntil(100);
    // Back to back, the three held back ran at 45 at once: a burst of three slices' updates.
    expect(at).toEqual([10, 50, 55, 60, 65, 70, 75, 80, 90, 100]);
  });

  it('given the ticks stopped, then none runs again', () => {
    const loop = lateLoop(0);
    let ticks = 0;
    const stop = startSteadyTicks(() => ticks++, { everyMs: 10, catchUpMs: 1000, timers: loop.timers });
    loop.runUntil(30);
    stop();
    loop.runUntil(1_000);
    expect(ticks).toBe(3);
  });

  it('given a tick that stops the ticks, then none runs after it', () => {
    const loop = lateLoop(0);
    let ticks = 0;
    const stop: () => void = startSteadyTicks(
      () => {
        ticks++;
        if (ticks === 2) stop();
      },
      { everyMs: 10, catchUpMs: 1000, timers: loop.timers },
    );
    loop.runUntil(1_000);
    expect(ticks).toBe(2);
  });
});
