import { CALENDAR_MESSAGES } from '@prop/contracts/calendar';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditRecordsAbout } from '@prop/service-kit/testing/audit-records';
import { feedRow } from './feed-rows.ts';
import { startCalendar } from './helper.ts';

describe('POST /api/admin/economic-events/import', () => {
  let calendar: Awaited<ReturnType<typeof startCalendar>>;
  const week = [
    feedRow(),
    feedRow({ title: 'Unemployment Rate', forecast: '4.1%' }),
    feedRow({ title: 'Main Refinancing Rate', country: 'EUR', impact: 'High' }),
  ];
  const importFile = (payload: unknown, headers = calendar.adminHeaders()) =>
    calendar.app.inject({
      method: 'POST',
      url: '/api/admin/economic-events/import',
      headers,
      payload: payload as object,
    });

  beforeAll(async () => {
    calendar = await startCalendar();
  });
  afterAll(() => calendar.close());
  beforeEach(async () => {
    await calendar.deps.db.deleteFrom('economic_events').execute();
  });

  const imports = () => auditRecordsAbout(calendar.deps.db, 'calendar');

  it('stores a feed file, and importing it again stores nothing twice; each import is in the audit log', async () => {
    const recorded = (await imports()).length;
    const first = await importFile(week);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ imported: 3, updated: 0, unchanged: 0, skipped: 0 });
    expect((await importFile(week)).json()).toEqual({ imported: 0, updated: 0, unchanged: 3, skipped: 0 });
    const stored = await calendar.storedEvents();
    expect(stored).toHaveLength(3);
    expect(stored.every((event) => event.source === 'import')).toBe(true);
    expect((await imports()).slice(recorded)).toMatchObject([
      { action: 'economic_events.imported', after: { rows: 3, imported: 3 } },
      { action: 'economic_events.imported', after: { rows: 3, imported: 0, unchanged: 3 } },
    ]);
  });

  it('updates the actual of a known event and skips rows that are not events, counting both', async () => {
    await importFile(week);
    const response = await importFile([feedRow({ actual: '151K' }), { title: 'no date' }, 42]);
    expect(response.json()).toEqual({ imported: 0, updated: 1, unchanged: 0, skipped: 2 });
    const nfp = (await calendar.storedEvents()).find((event) => event.title === 'Non-Farm Employment Change');
    expect(nfp?.actual).toBe('151K');
  });

  it('refuses a file that is not a feed, storing nothing and recording nothing', async () => {
    await importFile(week);
    const before = await calendar.storedEvents();
    const recorded = (await imports()).length;
    const notArray = await importFile({ events: week });
    expect(notArray.statusCode).toBe(400);
    const noEvents = await importFile([{ name: 'x' }, 'y']);
    expect(noEvents.statusCode).toBe(400);
    expect(noEvents.json()).toEqual({ message: CALENDAR_MESSAGES.noValidRows });
    const notJson = await calendar.app.inject({
      method: 'POST',
      url: '/api/admin/economic-events/import',
      headers: { ...calendar.adminHeaders(), 'content-type': 'application/json' },
      payload: '[{"title": ',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await calendar.storedEvents()).toEqual(before);
    expect(await imports()).toHaveLength(recorded);
  });

  it('accepts an empty file as nothing to do', async () => {
    expect((await importFile([])).json()).toEqual({ imported: 0, updated: 0, unchanged: 0, skipped: 0 });
  });

  it('accepts a file up to 2 MiB and refuses a larger one with 413', async () => {
    const padded = (bytes: number) => [feedRow({ title: 'x'.repeat(150) }), { padding: 'p'.repeat(bytes) }];
    expect((await importFile(padded(1.5 * 1024 * 1024))).statusCode).toBe(200);
    const tooLarge = await importFile(padded(2 * 1024 * 1024));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: 'Request body is too large' });
  });

  it('is refused for a trader (403) and for a caller without a session (401)', async () => {
    const trader = await importFile(week, calendar.traderHeaders());
    expect(trader.statusCode).toBe(403);
    expect((await importFile(week, {})).statusCode).toBe(401);
    expect(await calendar.storedEvents()).toEqual([]);
  });
});
