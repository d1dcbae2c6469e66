import type { ListedEconomicEvent } from '@prop/contracts/calendar';
import type { ScheduledEconomicEvent } from '@prop/contracts/events/calendar';
import type { EconomicEventRow } from '../db/types.ts';

/** A stored event as the trader's calendar lists it. */
export function toListedEvent(row: EconomicEventRow): ListedEconomicEvent {
  return {
    id: row.id,
    time: row.time.toISOString(),
    importance: row.importance,
    country: row.country,
    currency: row.currency,
    title: row.title,
    previous: row.previous,
    forecast: row.forecast,
    actual: row.actual,
    sample: row.source === 'sample',
  };
}

/** A stored high-impact event as the calendar announces it to other services. */
export function toScheduledEvent(row: EconomicEventRow): ScheduledEconomicEvent {
  return {
    id: row.id,
    key: row.key,
    title: row.title,
    currency: row.currency,
    country: row.country,
    impact: 'HIGH',
    at: row.time.toISOString(),
  };
}
