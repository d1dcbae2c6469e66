export interface EquityPoint {
  atMs: number;
  equityCents: number;
}

/**
 * The last minutes of one account's equity, at most one point per second (the last update of each
 * second), in preallocated typed arrays: a tick writes two numbers and allocates nothing, and the
 * memory per account is fixed (16 bytes per second of window). Read only when a breach is recorded.
 */
export class EquityRing {
  private readonly times: Float64Array;
  private readonly equities: Float64Array;
  private next = 0;
  private count = 0;

  constructor(readonly capacity: number) {
    this.times = new Float64Array(capacity);
    this.equities = new Float64Array(capacity);
  }

  push(atMs: number, equityCents: number): void {
    if (this.count > 0) {
      const last = (this.next - 1 + this.capacity) % this.capacity;
      const lastMs = this.times[last] ?? 0;
      if (atMs < lastMs) return;
      if (Math.floor(atMs / 1000) === Math.floor(lastMs / 1000)) {
        this.times[last] = atMs;
        this.equities[last] = equityCents;
        return;
      }
    }
    this.times[this.next] = atMs;
    this.equities[this.next] = equityCents;
    this.next = (this.next + 1) % this.capacity;
    if (this.count < this.capacity) this.count++;
  }

  /** The points at or after `fromMs`, oldest first. */
  since(fromMs: number): EquityPoint[] {
    const points: EquityPoint[] = [];
    const first = (this.next - this.count + this.capacity) % this.capacity;
    for (let i = 0; i < this.count; i++) {
      const index = (first + i) % this.capacity;
      const atMs = this.times[index] ?? 0;
      if (atMs >= fromMs) points.push({ atMs, equityCents: this.equities[index] ?? 0 });
    }
    return points;
  }
}
