import type { ColumnType } from 'kysely';
import type { KitTables } from '@prop/service-kit/kit-migrations';

/** numeric columns: decimal text both ways, never a float. */
type Amount = ColumnType<string, string, string>;
type Flag = ColumnType<boolean, boolean | undefined, boolean>;

export interface PurchasesTable {
  purchase_id: string;
  tier_id: string | null;
  price: ColumnType<string | null, string | null | undefined, string | null>;
  program: string | null;
  approved_day: string | null;
}

export interface RefundsTable {
  refund_id: string;
  purchase_id: string;
  amount: Amount;
  day: string;
}

export interface WithdrawalsTable {
  request_id: string;
  amount: Amount;
  requested_day: string | null;
  paid_day: string | null;
}

export interface AccountsTable {
  account_id: string;
  status: string | null;
  purchase_id: string | null;
  account_type: string | null;
  started_day: string | null;
  program: string | null;
  phase: string | null;
  phase_index: number | null;
  passed: Flag;
  breached: Flag;
}

export interface BreachesTable {
  breach_id: string;
  rule: string;
  day: string;
  reversed: Flag;
}

export interface TradersTable {
  user_id: string;
  registered_day: string | null;
  documents_submitted: Flag;
  approved: Flag;
}

export interface TicketsTable {
  ticket_id: string;
  status: string;
  created_at: ColumnType<Date, Date | string, Date | string>;
  created_day: string;
  first_response_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  first_response_day: string | null;
}

export interface ReportingDb extends KitTables {
  purchases: PurchasesTable;
  refunds: RefundsTable;
  withdrawals: WithdrawalsTable;
  accounts: AccountsTable;
  breaches: BreachesTable;
  traders: TradersTable;
  tickets: TicketsTable;
}

/** Every read model, in the order a rebuild empties them. */
export const READ_MODELS = [
  'purchases',
  'refunds',
  'withdrawals',
  'accounts',
  'breaches',
  'traders',
  'tickets',
] as const satisfies readonly (keyof ReportingDb)[];
