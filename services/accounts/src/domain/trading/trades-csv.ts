import type { Trade } from '@prop/contracts/trading';
import type { CsvColumn } from '@prop/service-kit/csv';

const FIELDS = [
  'positionId',
  'symbol',
  'type',
  'volume',
  'openTime',
  'closeTime',
  'openPrice',
  'closePrice',
  'profit',
  'swap',
  'commission',
  'netProfit',
  'reason',
  'magic',
] as const;

/** The journal's CSV: one column per trade field, headed by its name, in the list's order. */
export const TRADES_CSV_COLUMNS: readonly CsvColumn<Trade>[] = FIELDS.map((field) => ({
  header: field,
  value: (trade: Trade) => trade[field],
}));
