import { z } from 'zod';
import { amountTextSchema, moneyTextSchema } from './money-schemas.ts';

/** A local date in the firm's time zone, YYYY-MM-DD. */
const localDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');

/**
 * The charts of the KPI dashboard, each downloadable as CSV by its name (issue 23). The JSON answer
 * carries every one of them; `series` picks one for `format=csv`.
 */
export const REPORT_SERIES = [
  'revenue-by-day',
  'revenue-by-week',
  'revenue-by-month',
  'revenue-by-program',
  'payouts-by-day',
  'accounts-by-status',
  'pass-rates',
  'breaches-by-day',
  'registrations-by-day',
  'kyc-funnel',
  'support-by-day',
  'open-tickets-by-age',
] as const;
export type ReportSeries = (typeof REPORT_SERIES)[number];

export const kpiQuerySchema = z
  .object({
    /** Inclusive local dates; absent: the 30 days up to today. */
    from: localDateSchema.optional(),
    to: localDateSchema.optional(),
    format: z.enum(['json', 'csv']).default('json'),
    series: z.enum(REPORT_SERIES).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['from'],
  })
  .refine((query) => query.format !== 'csv' || query.series !== undefined, {
    message: 'name the series to download',
    path: ['series'],
  });
export type KpiQuery = z.infer<typeof kpiQuerySchema>;

/** Money in, money out and what is left, in one period (a day, an ISO week from its Monday, a month). */
const revenuePointSchema = z.object({
  period: z.string(),
  purchases: z.number().int(),
  gross: amountTextSchema,
  refunds: amountTextSchema,
  net: moneyTextSchema,
});
export type RevenuePoint = z.infer<typeof revenuePointSchema>;

const programRevenueSchema = revenuePointSchema.omit({ period: true }).extend({ program: z.string() });

const payoutPointSchema = z.object({
  period: z.string(),
  requestedCount: z.number().int(),
  requestedAmount: amountTextSchema,
  paidCount: z.number().int(),
  paidAmount: amountTextSchema,
});

/** One program's phase (or, for an account outside any program, its tier): its accounts' outcomes. */
const phaseRateSchema = z.object({
  group: z.string(),
  program: z.string().nullable(),
  phase: z.string().nullable(),
  /** Accounts that started the phase within the range, and how many of those passed or breached since. */
  started: z.number().int(),
  passed: z.number().int(),
  breached: z.number().int(),
  /** Percent of `started`, one decimal; null when none started. */
  passRate: z.number().nullable(),
  breachRate: z.number().nullable(),
});

export const kpisSchema = z.object({
  range: z.object({ from: localDateSchema, to: localDateSchema, timeZone: z.string() }),
  revenue: z.object({
    purchases: z.number().int(),
    gross: amountTextSchema,
    refunds: amountTextSchema,
    net: moneyTextSchema,
    byDay: z.array(revenuePointSchema),
    byWeek: z.array(revenuePointSchema),
    byMonth: z.array(revenuePointSchema),
    byProgram: z.array(programRevenueSchema),
  }),
  payouts: z.object({
    requestedCount: z.number().int(),
    requestedAmount: amountTextSchema,
    paidCount: z.number().int(),
    paidAmount: amountTextSchema,
    /** Paid payouts as a percent of net revenue, two decimals as text; null without net revenue. */
    payoutToRevenuePercent: z.string().nullable(),
    byDay: z.array(payoutPointSchema),
  }),
  /** Every trading account's status now. */
  accountsByStatus: z.array(z.object({ status: z.string(), count: z.number().int() })),
  passRates: z.array(phaseRateSchema),
  breaches: z.object({
    total: z.number().int(),
    byDay: z.array(z.object({ period: z.string(), rule: z.string(), count: z.number().int() })),
    byRule: z.array(z.object({ rule: z.string(), count: z.number().int() })),
  }),
  registrations: z.object({
    byDay: z.array(z.object({ period: z.string(), count: z.number().int() })),
    /** Traders who registered within the range, and how far they have come through KYC since. */
    funnel: z.object({
      registered: z.number().int(),
      documentsSubmitted: z.number().int(),
      approved: z.number().int(),
    }),
  }),
  support: z.object({
    created: z.number().int(),
    byDay: z.array(z.object({ period: z.string(), created: z.number().int(), answered: z.number().int() })),
    /** Tickets opened within the range that staff answered, and how many within the promised hours. */
    firstResponse: z.object({
      promiseHours: z.number().int(),
      answered: z.number().int(),
      withinPromise: z.number().int(),
      unanswered: z.number().int(),
      medianHours: z.number().nullable(),
      averageHours: z.number().nullable(),
    }),
    /** Tickets open now (open or in progress), by how long ago they were opened. */
    openByAge: z.array(z.object({ age: z.string(), count: z.number().int() })),
  }),
});
export type Kpis = z.infer<typeof kpisSchema>;
