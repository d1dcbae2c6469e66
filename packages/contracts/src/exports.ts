import { z } from 'zod';

/**
 * `?format=csv` on an admin list route: the same filters and order as the JSON answer, every
 * matching row instead of one page, as a CSV file (issue 23).
 */
export const EXPORT_FORMATS = ['json', 'csv'] as const;
export const exportFormatSchema = z.object({ format: z.enum(EXPORT_FORMATS).default('json') });
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The admin tables that download as CSV; each export's audit entry names its table. */
export const EXPORT_TABLES = [
  'users',
  'kyc',
  'mt5-accounts',
  'withdrawals',
  'purchases',
  'breaches',
  'tickets',
  'audit-log',
  'phase-reviews',
] as const;
export type ExportTable = (typeof EXPORT_TABLES)[number];

/** What an export's audit entry keeps: the table, the filters it was asked with, the rows it wrote. */
export interface ExportRecord {
  table: ExportTable;
  filters: Record<string, string | number | boolean>;
  rows: number;
}
