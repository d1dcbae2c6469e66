import type { Clock } from '@prop/service-kit/clock';

/** The clock's time in milliseconds, as code on the request path reads it. */
export interface TickingTime {
  millis(): number;
  stop(): void;
}

/**
 * The clock read once a tick by a timer instead of on every call: the session check runs on
 * every poll (10,000 a second) and reading the clock there would make a Date each time. Right to
 * within one tick, which is plenty for restarting idle timers of 30 minutes and more. The timer
 * never holds the process open; `stop()` ends it.
 */
export function tickingTime(clock: Clock, tickMs = 1000): TickingTime {
  let current = clock.now().getTime();
  const timer = setInterval(() => {
    current = clock.now().getTime();
  }, tickMs);
  timer.unref();
  return {
    millis: () => current,
    stop: () => clearInterval(timer),
  };
}
