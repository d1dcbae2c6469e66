import { setTimeout as sleep } from 'node:timers/promises';

/** One write of a run; the run stops at the first that throws, and the rest are not tried. */
export type Write = () => Promise<void>;

/** A run's rows cut into writes of `size`, each with where it starts among them. */
export function stepsOf<T>(rows: T[], size: number): { rows: T[]; from: number }[] {
  return Array.from({ length: Math.ceil(rows.length / size) }, (_, index) => ({
    rows: rows.slice(index * size, (index + 1) * size),
    from: index * size,
  }));
}

/**
 * Periodic writes of many rows, made in steps spread over a time instead of in one burst: on a
 * shared machine a burst holds a PostgreSQL core and this process's for hundreds of milliseconds,
 * and every verdict that waits for a core in that window is late. Runs queue, so two never
 * interleave; a run asked not to wait (a spread of 0, at stop) also ends the pauses of the one in
 * progress.
 */
export class PacedWrites {
  private running: Promise<void> = Promise.resolve();
  private hurry = false;
  private pause: AbortController | undefined;

  /** `writesOf` is asked when the run's turn comes, so the writes carry what is current then. */
  run(spreadMs: number, writesOf: () => Write[]): Promise<void> {
    if (spreadMs === 0) {
      this.hurry = true;
      this.pause?.abort();
    }
    const run = this.running.catch(() => undefined).then(() => this.write(spreadMs, writesOf()));
    this.running = run;
    return run.finally(() => {
      if (this.running === run) this.hurry = false;
    });
  }

  private async write(spreadMs: number, writes: Write[]): Promise<void> {
    for (const [index, write] of writes.entries()) {
      if (index > 0 && !this.hurry) await this.pauseFor(spreadMs / writes.length);
      await write();
    }
  }

  private async pauseFor(ms: number): Promise<void> {
    this.pause = new AbortController();
    await sleep(ms, undefined, { signal: this.pause.signal }).catch(() => undefined);
  }
}
