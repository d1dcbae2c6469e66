import type { ReportRange } from '../api/get-kpis.ts';

const DAY_MS = 86_400_000;
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The range the dashboard opens on: the 90 days up to today (the browser's date; the server judges days in the firm's zone). */
export function initialRange(now: Date = new Date()): ReportRange {
  const today = Date.parse(`${now.toLocaleDateString('en-CA')}T00:00:00Z`);
  return { from: dayText(today - 89 * DAY_MS), to: dayText(today) };
}

/** A range the server takes: both dates, in order. */
export function isValidRange(range: ReportRange): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(range.from) && /^\d{4}-\d{2}-\d{2}$/.test(range.to) && range.from <= range.to;
}
