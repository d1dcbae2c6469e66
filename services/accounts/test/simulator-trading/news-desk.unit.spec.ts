import { describe, expect, it } from 'vitest';
import type { Deal } from '@prop/contracts/trading';
import { fixedClock } from '@prop/service-kit/clock';
import { SimulatorProvider } from '../../src/mt5/simulator/simulator-provider.ts';
import { traderFor } from '../../src/mt5/simulator/trading/trader-behaviour.ts';

const SEED = 4242;
const MINUTE = 60_000;
const ACCOUNTS = 40;
/** A Friday morning; the back histories begin the Sunday before. */
const FRIDAY = '2026-03-13T09:00:00Z';
/** US releases at 13:30 UTC, Monday to Thursday of that week. */
const PAST_RELEASES = [9, 10, 11, 12].map((day) => new Date(`2026-03-${day}T13:30:00Z`));
/**
 * A Tuesday night, when every person trading is off (none starts later than noon, or stays on
 * past 23:00) and their own pace opens nothing, and a Tokyo release half an hour later.
 */
const TUESDAY_NIGHT = '2026-03-10T23:00:00Z';
const TOKYO_RELEASE = new Date('2026-03-10T23:30:00Z');
const newsIndexes = Array.from({ length: ACCOUNTS }, (_, index) => index).filter(
  (index) => traderFor(SEED, index).persona.newsOffsetMinutes !== undefined,
);

/** A simulator with personas whose news traders are funded at `now`; `schedule` is what it learned before. */
function fundedNewsTraders(now: string, historyDays: number, schedule: readonly Date[]) {
  const clock = fixedClock(now);
  const simulator = new SimulatorProvider({ accounts: ACCOUNTS, seed: SEED, clock, personas: true, historyDays });
  simulator.scheduleNews(schedule);
  const accounts = newsIndexes.map((index) => {
    const id = simulator.list()[index]?.id as string;
    simulator.fund(id, 10_000);
    return { id, offset: (traderFor(SEED, index).persona.newsOffsetMinutes ?? 0) * MINUTE };
  });
  /** The releases each news trader opened a position at the moment of (release + its offset). */
  async function tradedAround(releases: readonly Date[]) {
    return Promise.all(
      accounts.map(async ({ id, offset }) => {
        const read = await simulator.trading.deals(id, new Date(0), new Date(Date.parse(now) + 86_400_000));
        const opened = (read.ok ? read.value : ([] as Deal[]))
          .filter((deal) => deal.entryType === 'DEAL_ENTRY_IN')
          .map((deal) => Date.parse(deal.time));
        return releases.filter((release) => {
          const moment = release.getTime() + offset;
          return opened.some((time) => time >= moment && time - moment < MINUTE);
        });
      }),
    );
  }
  return { simulator, clock, tradedAround };
}

describe('news traders fed by the simulator control', () => {
  it('given releases scheduled before an account is funded, then its back history trades around them', async () => {
    expect(newsIndexes.length).toBeGreaterThanOrEqual(5);
    const informed = await fundedNewsTraders(FRIDAY, 5, PAST_RELEASES).tradedAround(PAST_RELEASES);
    const uninformed = await fundedNewsTraders(FRIDAY, 5, []).tradedAround(PAST_RELEASES);

    // fewer than the three in four a trader acts on: one who holds all it may opens nothing
    expect(informed.flat().length).toBeGreaterThanOrEqual(0.25 * PAST_RELEASES.length * newsIndexes.length);
    expect(uninformed.flat()).toEqual([]);
  });

  it('given a release scheduled while trading live, then news traders open at its moment', async () => {
    /** Trades live minute by minute until after the release, which is scheduled at the start if `told`. */
    async function tradeThroughRelease(told: boolean) {
      const { simulator, clock, tradedAround } = fundedNewsTraders(TUESDAY_NIGHT, 0, []);
      /** One period: every slice of the pool ticks, the first moving the market and its traders. */
      const period = () => {
        for (let slice = 0; slice < 10; slice++) simulator.tick();
      };
      period();
      if (told) {
        expect(simulator.scheduleNews([TOKYO_RELEASE, TOKYO_RELEASE])).toBe(1);
        expect(simulator.scheduleNews([TOKYO_RELEASE])).toBe(0);
      }
      for (let at = Date.parse(TUESDAY_NIGHT); at <= TOKYO_RELEASE.getTime() + 10 * MINUTE; at += MINUTE) {
        clock.set(new Date(at));
        period();
      }
      return (await tradedAround([TOKYO_RELEASE])).flat();
    }

    expect((await tradeThroughRelease(true)).length).toBeGreaterThanOrEqual(0.5 * newsIndexes.length);
    expect(await tradeThroughRelease(false)).toEqual([]);
  });
});
