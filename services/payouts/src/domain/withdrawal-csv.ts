import { paymentMethodName, payoutDestinationOf } from '@prop/contracts/payout-destination';
import type { CsvColumn } from '@prop/service-kit/csv';
import { utc } from '@prop/service-kit/csv-export';
import type { WithdrawalWithUserRow } from '../db/admin-lists.ts';

/**
 * The withdrawal requests as a CSV for the accountant: ids, the trader, the amounts as the exact
 * decimals stored, who decided when (UTC). The payment details stay out, as in the audit log.
 */
export const WITHDRAWAL_CSV_COLUMNS: readonly CsvColumn<WithdrawalWithUserRow>[] = [
  { header: 'Request ID', value: (row) => row.id },
  { header: 'Status', value: (row) => row.status },
  { header: 'User ID', value: (row) => row.user_id },
  { header: 'Email', value: (row) => row.user_email },
  { header: 'First name', value: (row) => row.user_first_name },
  { header: 'Last name', value: (row) => row.user_last_name },
  { header: 'Trading account ID', value: (row) => row.account_id },
  { header: 'MT5 account ID', value: (row) => row.mt5_account_id },
  { header: 'Profit', value: (row) => row.amount },
  { header: 'Payout (profit share)', value: (row) => row.profit_share_amount },
  { header: 'Currency', value: (row) => row.currency },
  { header: 'Payment method', value: (row) => paymentMethodName(payoutDestinationOf(row.bank_details)) },
  { header: 'Requested at (UTC)', value: (row) => utc(row.created_at) },
  { header: 'First approved by', value: (row) => row.first_approved_by },
  { header: 'First approved at (UTC)', value: (row) => utc(row.first_approved_at) },
  { header: 'Processed by', value: (row) => row.processed_by },
  { header: 'Processed at (UTC)', value: (row) => utc(row.processed_at) },
  { header: 'Admin notes', value: (row) => row.admin_notes },
];
