import { z } from 'zod';
import { defineEvent, type EventOf } from './envelope.ts';

/** One high-impact release, as the calendar stores it. */
export const scheduledEconomicEventSchema = z.object({
  /** The stored event's id, as GET /api/economic-events lists it. */
  id: z.string().uuid(),
  /** Stable across re-imports: currency, the feed's date and the title (a moved time keeps it). */
  key: z.string(),
  title: z.string(),
  currency: z.string(),
  country: z.string(),
  impact: z.literal('HIGH'),
  /** The release, an ISO instant in UTC. */
  at: z.iso.datetime(),
});
export type ScheduledEconomicEvent = z.infer<typeof scheduledEconomicEventSchema>;

/**
 * The high-impact schedule of a span of time, sent whenever an import (the feed pull, an admin's
 * file, the demo seeding) changed the stored calendar. `events` are every high-impact event stored
 * with `from <= at <= to` (bounds included, to the millisecond), by time: a consumer may replace
 * what it knew of that span. A large import comes as several of these, over spans that follow one
 * another. Traders' news behaviour (the simulator) and news rules (risk) start here.
 */
export const economicEventsScheduled = defineEvent(
  'calendar',
  'events.scheduled',
  'EconomicEventsScheduled',
  z.object({
    from: z.iso.datetime(),
    to: z.iso.datetime(),
    events: z.array(scheduledEconomicEventSchema),
  }),
);

/** Every event the calendar service publishes, one list: consumers subscribe by these definitions. */
export const calendarEvents = [economicEventsScheduled] as const;

/** A calendar event with its parsed data, discriminated by `type`. */
export type CalendarEvent = EventOf<(typeof calendarEvents)[number]>;
