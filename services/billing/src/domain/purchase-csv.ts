import { moneyOf, moneyText } from '@prop/contracts/money';
import type { CsvColumn } from '@prop/service-kit/csv';
import { utc } from '@prop/service-kit/csv-export';
import type { PurchaseRow } from '../db/types.ts';
import { type KnownBuyer, productNameOf } from './purchase-view.ts';

type PurchaseWithBuyer = PurchaseRow & KnownBuyer;

/**
 * The purchases as a CSV for the accountant: ids (purchase, trader, program, payment), the price,
 * what was refunded and what the firm kept, as exact decimals; times in UTC.
 */
export const PURCHASE_CSV_COLUMNS: readonly CsvColumn<PurchaseWithBuyer>[] = [
  { header: 'Purchase ID', value: (row) => row.id },
  { header: 'Status', value: (row) => row.status },
  { header: 'User ID', value: (row) => row.user_id },
  { header: 'Email', value: (row) => row.email },
  { header: 'First name', value: (row) => row.first_name },
  { header: 'Last name', value: (row) => row.last_name },
  { header: 'Product', value: (row) => productNameOf(row) },
  { header: 'Tier ID', value: (row) => row.tier_id },
  { header: 'Program ID', value: (row) => row.program_id },
  { header: 'Program version', value: (row) => row.program_version },
  { header: 'Account size', value: (row) => row.amount },
  { header: 'Price', value: (row) => row.price },
  { header: 'Refunded', value: (row) => row.refunded },
  { header: 'Net', value: (row) => moneyText(moneyOf(row.price) - moneyOf(row.refunded)) },
  { header: 'Currency', value: (row) => row.currency },
  { header: 'Payment method', value: (row) => row.payment_method },
  { header: 'Transaction ID', value: (row) => row.transaction_id },
  { header: 'Payment intent ID', value: (row) => row.payment_intent_id },
  { header: 'Created at (UTC)', value: (row) => utc(row.created_at) },
  { header: 'Processed at (UTC)', value: (row) => utc(row.processed_at) },
  { header: 'Processed by', value: (row) => row.processed_by },
  { header: 'Admin notes', value: (row) => row.admin_notes },
];
