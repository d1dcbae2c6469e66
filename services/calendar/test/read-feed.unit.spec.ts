import { describe, expect, it } from 'vitest';
import { eventKey, withOccurrenceKeys } from '../src/domain/event-key.ts';
import { currencyAndCountry, importanceOf } from '../src/domain/feed-mapping.ts';
import { readFeed } from '../src/domain/read-feed.ts';
import { feedRow } from './feed-rows.ts';

describe('feed mapping', () => {
  it.each([
    ['High', 'HIGH'],
    ['Medium', 'MEDIUM'],
    ['Low', 'LOW'],
    ['Holiday', 'LOW'],
  ] as const)('given the impact %s, when mapped, then the importance is %s', (impact, importance) => {
    expect(importanceOf(impact)).toBe(importance);
  });

  it.each([
    ['USD', 'United States'],
    ['EUR', 'Euro Area'],
    ['GBP', 'United Kingdom'],
    ['JPY', 'Japan'],
    ['CHF', 'Switzerland'],
    ['ALL', 'Global'],
  ])('given the feed country %s, when mapped, then it is the currency and names %s', (code, country) => {
    expect(currencyAndCountry(code)).toEqual({ currency: code, country });
  });

  it('given a currency it does not know, when mapped, then the code stands for the country too', () => {
    expect(currencyAndCountry('sek')).toEqual({ currency: 'SEK', country: 'SEK' });
  });
});

describe('stable key', () => {
  const nfp = { country: 'USD', date: '2030-03-08T08:30:00-05:00', title: 'Non-Farm Employment Change' };

  it('given the same event at another time that day, when keyed, then the key is the same', () => {
    expect(eventKey({ ...nfp, date: '2030-03-08T10:00:00-05:00' })).toBe(eventKey(nfp));
  });

  it('given other spacing or case in the title, when keyed, then the key is the same', () => {
    expect(eventKey({ ...nfp, title: '  non-farm   Employment change ', country: 'usd' })).toBe(eventKey(nfp));
  });

  it('given another day, currency or title, when keyed, then the keys differ', () => {
    const keys = new Set([
      eventKey(nfp),
      eventKey({ ...nfp, date: '2030-03-09T08:30:00-05:00' }),
      eventKey({ ...nfp, country: 'CAD' }),
      eventKey({ ...nfp, title: 'Unemployment Rate' }),
    ]);
    expect(keys.size).toBe(4);
  });

  it('given a late evening time, when keyed, then the day is the one the feed writes, not the UTC day', () => {
    expect(eventKey({ ...nfp, date: '2030-03-08T21:45:00-05:00' })).toBe('USD|2030-03-08|non-farm employment change');
  });

  it('given one title twice on a day, when keyed, then they are told apart by their order in the day', () => {
    const speech = (time: string) => ({ key: 'EUR|2030-03-08|lagarde speaks', time: new Date(time) });
    const keyed = withOccurrenceKeys([speech('2030-03-08T15:00:00Z'), speech('2030-03-08T09:00:00Z')]);
    expect(keyed.map((event) => [event.key, event.time.toISOString()])).toEqual([
      ['EUR|2030-03-08|lagarde speaks', '2030-03-08T09:00:00.000Z'],
      ['EUR|2030-03-08|lagarde speaks#2', '2030-03-08T15:00:00.000Z'],
    ]);
  });
});

describe('readFeed', () => {
  it('given a feed row, when read, then it becomes an event with its instant, importance, country and figures', () => {
    const { events, skipped } = readFeed([feedRow({ actual: '151K' })], 'feed');
    expect(skipped).toBe(0);
    expect(events).toEqual([
      {
        key: 'USD|2030-03-08|non-farm employment change',
        time: new Date('2030-03-08T13:30:00Z'),
        importance: 'HIGH',
        country: 'United States',
        currency: 'USD',
        title: 'Non-Farm Employment Change',
        previous: '175K',
        forecast: '180K',
        actual: '151K',
        source: 'feed',
      },
    ]);
  });

  it('given empty figures, numbers or no actual, when read, then none is null and numbers become text', () => {
    const [event] = readFeed([feedRow({ forecast: '', previous: 4.2, actual: undefined })], 'feed').events;
    expect(event).toMatchObject({ forecast: null, previous: '4.2', actual: null });
  });

  it('given rows that are not events, when read, then each is skipped and counted and the good ones kept', () => {
    const { events, skipped } = readFeed(
      [
        feedRow(),
        feedRow({ title: '' }),
        feedRow({ impact: 'Extreme' }),
        feedRow({ date: '2030-03-08 08:30' }),
        feedRow({ date: '2030-03-08T08:30:00' }),
        feedRow({ country: 'US Dollar' }),
        'not an object',
        null,
      ],
      'import',
    );
    expect(events).toHaveLength(1);
    expect(skipped).toBe(7);
  });
});
