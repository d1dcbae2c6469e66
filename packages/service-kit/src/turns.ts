import { setImmediate as nextTurn } from 'node:timers/promises';

/** Items a sweep handles before it lets the event loop run: a few milliseconds of risk's time rules. */
export const ITEMS_A_TURN = 1000;

/**
 * Calls `each` for every item, letting the event loop run between slices of `perTurn`, so a sweep
 * over every account (a minute's time rules, the day's reset) never holds it for long: the updates
 * and deals waiting on it are read and judged between slices. One synchronous pass over 50,000
 * accounts held risk's loop for 120 ms each minute, the tail of its verdicts (bench/breach-latency).
 * A Map's iterator may be the items: one changed between slices still visits what was added and
 * skips what was deleted.
 */
export async function eachInTurns<TItem>(
  items: Iterable<TItem>,
  each: (item: TItem) => void,
  perTurn = ITEMS_A_TURN,
): Promise<void> {
  let inTurn = 0;
  for (const item of items) {
    each(item);
    inTurn += 1;
    if (inTurn === perTurn) {
      inTurn = 0;
      await nextTurn();
    }
  }
}
