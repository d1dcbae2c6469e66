import type { KnownUsersTable } from '@prop/service-kit/user-directory/known-users';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { KitTables } from '@prop/service-kit/kit-migrations';
import type { WithdrawalKind, WithdrawalStatus } from '@prop/contracts/withdrawal';

/** numeric: read as exact decimal text, written as text. */
type Decimal = ColumnType<string, string, string>;
type Timestamp = ColumnType<Date, Date, Date>;

export interface WithdrawalRequestsTable {
  id: Generated<string>;
  user_id: string;
  status: ColumnType<WithdrawalStatus, WithdrawalStatus | undefined, WithdrawalStatus>;
  kind: ColumnType<WithdrawalKind, WithdrawalKind | undefined, never>;
  amount: Decimal;
  profit_share_amount: Decimal;
  currency: string;
  /**
   * jsonb, written as JSON text of the object. Read as whatever the row holds: an object, or (rows
   * written before, or by hand) a JSON string of one; read it through `payoutDestinationOf`.
   */
  bank_details: ColumnType<unknown, string | null, string>;
  /** The profit split's: what it pays out of; null on an affiliate commission (a check keeps them together). */
  account_id: string | null;
  mt5_account_id: string | null;
  equity: ColumnType<string | null, string | null, string>;
  funding_balance: ColumnType<string | null, string | null, string>;
  snapshot_at: ColumnType<Date | null, Date | null, Date>;
  idempotency_key: string;
  request_digest: string;
  created_at: Timestamp;
  processed_at: Date | null;
  processed_by: string | null;
  admin_notes: string | null;
  /** Maker-checker: the first of two approvals a large request needs (all null when it had none). */
  first_approved_by: string | null;
  first_approved_at: Date | null;
  first_approval_notes: string | null;
}

export interface WithdrawalHistoryTable {
  id: Generated<string>;
  request_id: string;
  status: WithdrawalStatus;
  actor_id: string;
  actor_role: 'trader' | 'admin';
  notes: string | null;
  at: Timestamp;
}

/** One row per trader: the figures last quoted to them. */
export interface WithdrawalQuotesTable {
  user_id: string;
  account_id: string;
  mt5_account_id: string;
  amount: Decimal;
  profit_share_amount: Decimal;
  currency: string;
  equity: Decimal;
  funding_balance: Decimal;
  snapshot_at: Timestamp;
}

export interface PayoutsDb extends KitTables {
  withdrawal_requests: WithdrawalRequestsTable;
  withdrawal_history: WithdrawalHistoryTable;
  withdrawal_quotes: WithdrawalQuotesTable;
  known_users: KnownUsersTable;
}

export type WithdrawalRow = Selectable<WithdrawalRequestsTable>;
