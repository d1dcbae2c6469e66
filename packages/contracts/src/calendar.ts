import { z } from 'zod';
import { plainText } from './fields.ts';

export const IMPORTANCES = ['HIGH', 'MEDIUM', 'LOW'] as const;
export type Importance = (typeof IMPORTANCES)[number];

/** docs/product-rules.md §3: an economic event. `time` is an ISO 8601 instant in UTC. */
export const economicEventSchema = z.object({
  id: z.string(),
  time: z.string(),
  importance: z.enum(IMPORTANCES),
  country: z.string(),
  currency: z.string(),
  title: z.string(),
  previous: z.string().nullable(),
  forecast: z.string().nullable(),
  actual: z.string().nullable(),
});
export type EconomicEvent = z.infer<typeof economicEventSchema>;

/** An event as GET /api/economic-events lists it: `sample` marks the demo week, so the page can say so. */
export const listedEconomicEventSchema = economicEventSchema.extend({ sample: z.boolean() });
export type ListedEconomicEvent = z.infer<typeof listedEconomicEventSchema>;
export const economicEventListSchema = z.array(listedEconomicEventSchema);

/** The widely used weekly JSON calendar format's impact levels. */
export const FEED_IMPACTS = ['High', 'Medium', 'Low', 'Holiday'] as const;
export type FeedImpact = (typeof FEED_IMPACTS)[number];

/** Feeds write figures as text ('0.3%', '175K'), an empty string for none; a few write numbers. */
const feedFigure = z
  .union([plainText().max(64), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? null : String(value).trim() || null));

/**
 * One row of the weekly JSON calendar feed: `country` is a currency code (USD, EUR, … or ALL),
 * `date` an ISO time with offset, `actual` present only in feeds that publish results.
 */
export const calendarFeedRowSchema = z.object({
  title: plainText().min(1).max(200),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2,4}$/)
    .transform((code) => code.toUpperCase()),
  date: z.iso.datetime({ offset: true }),
  impact: z.enum(FEED_IMPACTS),
  forecast: feedFigure,
  previous: feedFigure,
  actual: feedFigure.optional(),
});
export type CalendarFeedRow = z.output<typeof calendarFeedRowSchema>;

/** A feed file holds at most this many rows (a real week holds about 150). */
export const MAX_FEED_ROWS = 10000;

export const CALENDAR_MESSAGES = {
  notAnArray: 'The feed must be a JSON array of calendar events',
  tooManyRows: `The feed may hold at most ${MAX_FEED_ROWS} events`,
  noValidRows: 'No row of the feed is a calendar event (title, country, date, impact)',
} as const;

/**
 * Body of POST /api/admin/economic-events/import: the feed array as it is. Rows are checked one by
 * one with calendarFeedRowSchema, so a bad row is skipped and counted rather than failing the file.
 */
export const calendarFeedSchema = z
  .array(z.unknown(), { error: CALENDAR_MESSAGES.notAnArray })
  .max(MAX_FEED_ROWS, CALENDAR_MESSAGES.tooManyRows);

/** What an import did: new events, changed events, events already as given, and rows that were not events. */
export const calendarImportResultSchema = z.object({
  imported: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
});
export type CalendarImportResult = z.infer<typeof calendarImportResultSchema>;
