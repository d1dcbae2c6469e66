import type { KnownUsersTable } from '@prop/service-kit/user-directory/known-users';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ProgramSize } from '@prop/contracts/program';
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
  /** The program bought and its version (issue 18); null: Instant Funding, priced by the spec's tiers. */
  program_id: ColumnType<string | null, string | null | undefined, string | null>;
  program_version: ColumnType<number | null, number | null | undefined, number | null>;
  /** What the trader bought in words, e.g. 'Two-Step Challenge 25k'; null: the tier's name. */
  product_name: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

/** A version of a program as the programs service announced it: what billing prices by. */
export interface ProgramVersionsTable {
  program_id: string;
  version: number;
  name: string;
  /** JSON text on the way in; pg parses jsonb on the way out. */
  sizes: ColumnType<ProgramSize[], string, string>;
  active: boolean;
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
  program_versions: ProgramVersionsTable;
  known_users: KnownUsersTable;
}

export type PurchaseRow = Selectable<PurchasesTable>;
export type ProgramVersionRow = Selectable<ProgramVersionsTable>;
export type DecisionRow = Selectable<PurchaseDecisionsTable>;
