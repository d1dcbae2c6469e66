import type { Trade } from '@prop/contracts/trading';

export const TRADES_CSV_COLUMNS = [
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

/** RFC 4180 quoting, and a leading '=', '+', '-' or '@' defused so a spreadsheet never runs a cell as a formula. */
function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The trades as CSV, a header row and one row per trade in the given order, CRLF line ends. */
export function tradesCsv(trades: Trade[]): string {
  const lines = [TRADES_CSV_COLUMNS.join(',')];
  for (const trade of trades) lines.push(TRADES_CSV_COLUMNS.map((column) => cell(trade[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
