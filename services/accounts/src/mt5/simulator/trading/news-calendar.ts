/**
 * The instants of the high-impact releases simulated traders know of, one calendar shared by every
 * trader of a desk so that a release learned once reaches them all. Kept sorted, each instant once,
 * only ever added to: a release the calendar later moves leaves its old instant behind, and a news
 * trader acting on it is one who missed the change.
 */
export class NewsCalendar {
  /** Epoch milliseconds, ascending, distinct. */
  private instants: number[] = [];

  constructor(instants: readonly Date[] = []) {
    this.add(instants);
  }

  /** Merges instants in; answers how many it did not know. */
  add(instants: readonly Date[]): number {
    const known = new Set(this.instants);
    const fresh = new Set(instants.map((instant) => instant.getTime()).filter((ms) => !known.has(ms)));
    if (fresh.size > 0) this.instants = [...this.instants, ...fresh].sort((a, b) => a - b);
    return fresh.size;
  }

  get size(): number {
    return this.instants.length;
  }

  /** The first instant strictly after `ms`, or undefined when none is known. */
  firstAfter(ms: number): number | undefined {
    let low = 0;
    let high = this.instants.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.instants[middle] as number) <= ms) low = middle + 1;
      else high = middle;
    }
    return this.instants[low];
  }
}
