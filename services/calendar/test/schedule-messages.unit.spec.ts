import { describe, expect, it } from 'vitest';
import type { ScheduledEconomicEvent } from '@prop/contracts/events/calendar';
import { scheduleMessages } from '../src/domain/schedule-messages.ts';

const span = { from: new Date('2030-03-03T00:00:00Z'), to: new Date('2030-03-09T23:00:00Z') };
const release = (at: string, title = `Release at ${at}`): ScheduledEconomicEvent => ({
  id: '00000000-0000-4000-8000-000000000000',
  key: `USD|${at.slice(0, 10)}|${title.toLowerCase()}`,
  title,
  currency: 'USD',
  country: 'United States',
  impact: 'HIGH',
  at,
});

describe('the schedule of a span as messages', () => {
  it('given a few releases, then one message over the whole span', () => {
    const events = [release('2030-03-05T13:30:00.000Z'), release('2030-03-06T13:30:00.000Z')];
    expect(scheduleMessages(events, span)).toEqual([
      { from: '2030-03-03T00:00:00.000Z', to: '2030-03-09T23:00:00.000Z', events },
    ]);
  });

  it('given no release, then one message saying the span has none', () => {
    expect(scheduleMessages([], span)).toEqual([
      { from: '2030-03-03T00:00:00.000Z', to: '2030-03-09T23:00:00.000Z', events: [] },
    ]);
  });

  it('given more releases than a message carries, then parts that follow one another and keep an instant together', () => {
    const events = [
      release('2030-03-04T08:00:00.000Z'),
      release('2030-03-04T13:30:00.000Z', 'CPI'),
      release('2030-03-04T13:30:00.000Z', 'Core CPI'),
      release('2030-03-05T13:30:00.000Z'),
      release('2030-03-06T13:30:00.000Z'),
    ];
    const messages = scheduleMessages(events, span, 2);
    expect(messages.map(({ from, to, events: part }) => [from, to, part.length])).toEqual([
      ['2030-03-03T00:00:00.000Z', '2030-03-05T13:29:59.999Z', 3],
      ['2030-03-05T13:30:00.000Z', '2030-03-09T23:00:00.000Z', 2],
    ]);
    expect(messages.flatMap((message) => message.events)).toEqual(events);
  });
});
