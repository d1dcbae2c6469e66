import { describe, expect, it } from 'vitest';
import { loadCalendarConfig } from '../src/config.ts';

describe('calendar config', () => {
  it('given nothing, when loaded, then no feed is pulled, every 15 minutes when one is set, on port 4108', () => {
    const config = loadCalendarConfig({});
    expect(config).toMatchObject({ PORT: 4108, CALENDAR_FEED_CRON: '*/15 * * * *', CALENDAR_FEED_TIMEOUT_MS: 10000 });
    expect(config.CALENDAR_FEED_URL).toBeUndefined();
  });

  it('given an empty feed URL, when loaded, then the feed is off', () => {
    expect(loadCalendarConfig({ CALENDAR_FEED_URL: '' }).CALENDAR_FEED_URL).toBeUndefined();
  });

  it('given bad values, when loaded, then every bad variable is named at once', () => {
    expect(() =>
      loadCalendarConfig({ CALENDAR_FEED_URL: 'ftp://feeds.example/week.json', CALENDAR_FEED_CRON: 'hourly' }),
    ).toThrow(/CALENDAR_FEED_URL[\s\S]*CALENDAR_FEED_CRON|CALENDAR_FEED_CRON[\s\S]*CALENDAR_FEED_URL/);
  });
});
