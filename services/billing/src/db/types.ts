import type { KnownUsersTable } from '@prop/service-kit/user-directory/known-users';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { PaymentMethod, PurchaseStatus } from '@prop/contracts/purchase';
import type { KitTables } from '@prop/service-kit/kit-migrations';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric columns: read as exact decimal text, written as text. */
type Decimal = ColumnType<string, string, string>;

export interface PurchasesTable {
  id: Generated<string>;
  user_id: string;
  tier_id: string;
  amount: Decimal;
  price: Decimal;
  currency: ColumnType<'EUR', 'EUR' | undefined, 'EUR'>;
  status: ColumnType<PurchaseStatus, PurchaseStatus | undefined, PurchaseStatus>;
  transaction_id: string;
  payment_method: ColumnType<PaymentMethod, PaymentMethod | undefined, PaymentMethod>;
  processed_at: Date | null;
  processed_by: string | null;
  admin_notes: string | null;
  stripe_session_id: string | null;
  funded_at: Date | null;
  idempotency_key: string | null;
  request_digest: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface PurchaseDecisionsTable {
  id: Generated<string>;
  purchase_id: string;
  from_status: PurchaseStatus;
  to_status: PurchaseStatus;
  decided_by: string;
  notes: string | null;
  decided_at: Generated<Date>;
}

export interface StripeEventsTable {
  id: string;
  type: string;
  purchase_id: string | null;
  received_at: Generated<Date>;
}

export interface BillingDb extends KitTables {
  purchases: PurchasesTable;
  purchase_decisions: PurchaseDecisionsTable;
  stripe_events: StripeEventsTable;
  known_users: KnownUsersTable;
}

export type PurchaseRow = Selectable<PurchasesTable>;
export type DecisionRow = Selectable<PurchaseDecisionsTable>;
