import type { CsvColumn } from '@prop/service-kit/csv';
import { utc } from '@prop/service-kit/csv-export';
import type { ActiveBreachRow } from '../db/breaches.ts';

/** The active breaches as a CSV: the trader and account ids, the figures as stored (exact), times in UTC. */
export const BREACH_CSV_COLUMNS: readonly CsvColumn<ActiveBreachRow>[] = [
  { header: 'Breach ID', value: (row) => row.id },
  { header: 'Rule', value: (row) => row.rule },
  { header: 'User ID', value: (row) => row.user_id },
  { header: 'Email', value: (row) => row.email },
  { header: 'First name', value: (row) => row.first_name },
  { header: 'Last name', value: (row) => row.last_name },
  { header: 'Trading account ID', value: (row) => row.account_id },
  { header: 'MT5 account ID', value: (row) => row.mt5_account_id },
  { header: 'Breach %', value: (row) => row.breach_percentage },
  { header: 'Initial deposit', value: (row) => row.initial_deposit },
  { header: 'Equity', value: (row) => row.equity },
  { header: 'Breached at (UTC)', value: (row) => utc(row.triggered_at) },
  { header: 'Detected at (UTC)', value: (row) => utc(row.detected_at) },
  { header: 'Reversal requested by', value: (row) => row.reversal_requested_by },
  { header: 'Reversal requested at (UTC)', value: (row) => utc(row.reversal_requested_at) },
  { header: 'Reversal reason', value: (row) => row.reversal_reason },
];
