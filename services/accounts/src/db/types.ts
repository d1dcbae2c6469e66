import type { ColumnType, Generated, Selectable } from 'kysely';
import type { KitTables } from '@prop/service-kit/kit-migrations';
import type { TradingAccountStatus } from '@prop/contracts/account';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric: read as exact decimal text, written as text. */
type Decimal = ColumnType<string, string, string>;
type NullableDecimal = ColumnType<string | null, string | null | undefined, string | null>;

export type ClosedReason = 'unlinked' | 'user_deleted' | 'replaced';

export interface TradingAccountsTable {
  id: Generated<string>;
  user_id: string;
  mt5_account_id: string;
  funding_balance: Decimal;
  status: ColumnType<TradingAccountStatus, TradingAccountStatus | undefined, TradingAccountStatus>;
  account_type: string;
  mt5_name: string | null;
  mt5_login: string | null;
  mt5_server: string | null;
  purchase_id: string | null;
  linked_by: string | null;
  last_balance: NullableDecimal;
  last_equity: NullableDecimal;
  last_snapshot_at: Date | null;
  breached_at: Date | null;
  closed_at: Date | null;
  closed_reason: ClosedReason | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface ProvisionsTable {
  purchase_id: string;
  user_id: string;
  tier_id: string;
  funding_balance: Decimal;
  status: 'pending' | 'linked';
  trading_account_id: string | null;
  created_at: Generated<Date>;
  fulfilled_at: Date | null;
}

export interface AccountsDb extends KitTables {
  trading_accounts: TradingAccountsTable;
  provisions: ProvisionsTable;
}

export type TradingAccountRow = Selectable<TradingAccountsTable>;
export type ProvisionRow = Selectable<ProvisionsTable>;
