/** What the ticks wait with: real timers in the service, a scripted loop in tests. */
export interface TickTimers {
  /** Monotonic milliseconds. */
  now(): number;
  /** Runs `run` in `ms`; returns what cancels it. */
  after(ms: number, run: () => void): () => void;
}

const realTimers: TickTimers = {
  now: () => performance.now(),
  after: (ms, run) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
};

export interface SteadyTicksOptions {
  everyMs: number;
  /** Behind by more than this, the ticks start again from now instead of catching up. */
  catchUpMs: number;
  timers?: TickTimers;
}

/**
 * Behind the timeline, ticks run this many times as often as due until they meet it: the slices a
 * stall of the event loop held back follow over as long again, not all at once. Run back to back,
 * at 50,000 accounts a 200 ms stall's twenty slices went out as 10,000 updates within a few
 * milliseconds, for risk to judge as one backlog (bench/README.md, fortieth session).
 */
const CATCH_UP_PACE = 2;

/**
 * Calls `tick` every `everyMs` on a timeline fixed when it starts, so a late call does not push
 * back the ones after it. setInterval counts each interval from when its call ran: every call a
 * busy event loop or the timers' millisecond grain makes late is lost for good, and the simulator
 * moved its 50,000 accounts 5% less often than once a second. Behind, the ticks run at
 * `CATCH_UP_PACE` until they are on time again. Returns what stops the ticks.
 */
export function startSteadyTicks(tick: () => void, options: SteadyTicksOptions): () => void {
  const { everyMs, catchUpMs, timers = realTimers } = options;
  let due = timers.now() + everyMs;
  let cancel = timers.after(everyMs, run);
  let stopped = false;

  function run(): void {
    tick();
    if (stopped) return;
    const now = timers.now();
    due = now - due > catchUpMs ? now + everyMs : due + everyMs;
    const wait = due - now;
    cancel = timers.after(wait > 0 ? wait : everyMs / CATCH_UP_PACE, run);
  }

  return () => {
    stopped = true;
    cancel();
  };
}
