import type { KnownUsersTable } from '@prop/service-kit/user-directory/known-users';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { BreachRule, BreachStatus } from '@prop/contracts/breach';
import type { KitTables } from '@prop/service-kit/kit-migrations';
import type { DailyLossBasis } from '../domain/rule-set.ts';

/** numeric: read as exact decimal text, written as text. */
type Decimal = ColumnType<string, string, string>;
type NullableDecimal = ColumnType<string | null, string | null | undefined, string | null>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface RiskAccountsTable {
  account_id: string;
  user_id: string;
  mt5_account_id: string;
  funding_balance: Decimal;
  account_type: string;
  max_drawdown_bps: number;
  daily_loss_bps: number | null;
  daily_loss_basis: DailyLossBasis;
  linked_at: Timestamp;
  unlinked_at: NullableTimestamp;
}

/** The JSON stored with a breach: the equity in the window before the triggering update. */
export interface StoredEvidence {
  windowSeconds: number;
  series: { at: string; equity: number }[];
}

export interface BreachesTable {
  id: Generated<string>;
  account_id: string;
  user_id: string;
  mt5_account_id: string;
  rule: BreachRule;
  status: ColumnType<BreachStatus, BreachStatus | undefined, BreachStatus>;
  breach_percentage: Decimal;
  initial_deposit: Decimal;
  equity: Decimal;
  balance: Decimal;
  breach_equity: Decimal;
  day_start_value: NullableDecimal;
  triggered_at: Timestamp;
  detected_at: Generated<Date>;
  evidence: ColumnType<StoredEvidence, string, string>;
  resolved_at: NullableTimestamp;
  resolved_by: string | null;
  admin_notes: string | null;
  deleted_at: NullableTimestamp;
  deleted_by: string | null;
}

export interface DayStartsTable {
  account_id: string;
  /** A calendar date, kept as YYYY-MM-DD text. */
  trading_day: string;
  balance: Decimal;
  equity: Decimal;
  captured_at: Generated<Date>;
}

export interface RiskDb extends KitTables {
  risk_accounts: RiskAccountsTable;
  breaches: BreachesTable;
  known_users: KnownUsersTable;
  day_starts: DayStartsTable;
}

export type RiskAccountRow = Selectable<RiskAccountsTable>;
export type BreachRow = Selectable<BreachesTable>;
