import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The real calendar and accounts apps, used as they are: this file checks the path of a high-impact
// release from the calendar's import through its outbox to the simulated news traders of accounts.
import { type AccountsHarness, startAccounts, waitFor } from '../../services/accounts/test/helper.ts';
import { demoIdentity } from '../../services/accounts/src/mt5/simulator/demo-identity.ts';
import { traderFor } from '../../services/accounts/src/mt5/simulator/trading/trader-behaviour.ts';
import { feedRow } from '../../services/calendar/test/feed-rows.ts';
import { startCalendar } from '../../services/calendar/test/helper.ts';

const SEED = 4242;
const POOL = 6;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
/** The pool's first news trader: it opens at `offset` from every release it knows of. */
const newsIndex = Array.from({ length: POOL }, (_, index) => index).find(
  (index) => traderFor(SEED, index).persona.newsOffsetMinutes !== undefined,
) as number;
const offset = (traderFor(SEED, newsIndex).persona.newsOffsetMinutes ?? 0) * MINUTE;
/**
 * Tuesday nights, when every person trading is off (none starts later than noon or stays on past
 * 23:00), so a position that opens is a news trade. Each run of accounts starts its clock at one of
 * them; its release is set so that the trader's moment comes a few seconds after the start.
 */
const FIRST_START = Date.parse('2026-03-10T23:00:00Z');
const RESTART = Date.parse('2026-03-10T23:45:00Z');
const MOMENT_AFTER_START = 6 * SECOND;
const releaseFor = (start: number) => new Date(start + MOMENT_AFTER_START - offset);

describe("the calendar's high-impact schedule reaches the simulated news traders", () => {
  let calendar: Awaited<ReturnType<typeof startCalendar>>;
  let accounts: AccountsHarness | undefined;
  const mt5AccountId = demoIdentity(SEED, newsIndex).id;
  const accountsEnv = (start: number) => ({
    NAMESPACE: calendar.namespace,
    SIM_ACCOUNTS: String(POOL),
    SIM_SEED: String(SEED),
    SIM_PERSONAS: 'true',
    SIM_HISTORY_DAYS: '0',
    FAKE_NOW: new Date(start).toISOString(),
  });
  /** When the news trader's positions opened, as accounts stored its deals. */
  const openedAt = async () =>
    (
      await (accounts as AccountsHarness).deps.db
        .selectFrom('mt5_deals')
        .select('time')
        .where('mt5_account_id', '=', mt5AccountId)
        .where('entry_type', '=', 'DEAL_ENTRY_IN')
        .orderBy('time')
        .execute()
    ).map((deal) => new Date(deal.time).getTime());

  beforeAll(async () => {
    calendar = await startCalendar();
  });
  afterAll(async () => {
    await accounts?.close();
    await calendar?.close();
  });

  it('announces an imported week once, and a news trader opens at its moment around the release', async () => {
    expect(newsIndex).toBeGreaterThanOrEqual(0);
    const week = [
      feedRow({ title: 'Tokyo Core CPI y/y', country: 'JPY', date: releaseFor(FIRST_START).toISOString() }),
      feedRow({ title: 'Household Spending y/y', country: 'JPY', date: releaseFor(RESTART).toISOString() }),
      feedRow({
        title: 'Unemployment Rate',
        country: 'JPY',
        impact: 'Medium',
        date: releaseFor(RESTART).toISOString(),
      }),
    ];
    const imported = await calendar.app.inject({
      method: 'POST',
      url: '/api/admin/economic-events/import',
      headers: calendar.adminHeaders(),
      payload: week,
    });
    expect(imported.statusCode).toBe(200);
    const announced = await calendar.announcedSchedules();
    expect(announced).toHaveLength(1);
    expect(announced[0]?.events.map((event) => event.at)).toEqual([
      releaseFor(FIRST_START).toISOString(),
      releaseFor(RESTART).toISOString(),
    ]);

    accounts = await startAccounts(accountsEnv(FIRST_START));
    expect((await accounts.link(randomUUID(), mt5AccountId)).statusCode).toBe(200);

    const [opened] = await waitFor(async () => {
      const times = await openedAt();
      return times.length > 0 && times;
    }, 15 * SECOND);
    const moment = FIRST_START + MOMENT_AFTER_START;
    expect(opened).toBeGreaterThanOrEqual(moment);
    expect((opened as number) - moment).toBeLessThan(5 * SECOND);
  });

  it('given a restart, then the simulator learns the schedule again and trades the next release', async () => {
    const before = (await openedAt()).length;
    await (accounts as AccountsHarness).stop();
    accounts = await startAccounts(accountsEnv(RESTART), (accounts as AccountsHarness).ns);

    const times = await waitFor(async () => {
      const all = await openedAt();
      return all.length > before && all;
    }, 15 * SECOND);
    const moment = RESTART + MOMENT_AFTER_START;
    expect(times).toHaveLength(before + 1);
    expect(times[before]).toBeGreaterThanOrEqual(moment);
    expect((times[before] as number) - moment).toBeLessThan(5 * SECOND);
  });
});
