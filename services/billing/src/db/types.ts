import type { KnownUsersTable } from '@prop/service-kit/user-directory/known-users';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ProgramSize } from '@prop/contracts/program';
import type {
  CardPaymentState,
  DisputeStatus,
  PaymentMethod,
  PurchaseStatus,
  RefundKind,
} from '@prop/contracts/purchase';
import type { DiscountKind } from '@prop/contracts/discount-code';
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
  /** Where the card payment stands while the purchase awaits it (issue 20). */
  card_payment_state: ColumnType<CardPaymentState | null, CardPaymentState | null | undefined, CardPaymentState | null>;
  /** Checkout sessions created so far; the next one's idempotency key is numbered from it. */
  checkout_attempts: ColumnType<number, number | undefined, number>;
  /** The payment intent that paid the purchase; any other one paid for it is a duplicate. */
  payment_intent_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Refunded of the accepted payment, kept as the sum of its refunds. */
  refunded: ColumnType<string, string | undefined, string>;
  /** The catalogue price; `price` is what is paid: list price less `discount` (issue 23). */
  list_price: Decimal;
  discount: ColumnType<string, string | undefined, string>;
  /** The code that gave the discount, and its text as the trader entered it (in capitals). */
  discount_code_id: ColumnType<string | null, string | null | undefined, string | null>;
  discount_code: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

/** A discount code (issue 23); its uses are counted from the purchases holding it. */
export interface DiscountCodesTable {
  id: Generated<string>;
  code: string;
  kind: DiscountKind;
  value: Decimal;
  /** JSON text on the way in; pg parses jsonb on the way out. Empty: every one. */
  program_ids: ColumnType<string[], string | undefined, string>;
  tier_ids: ColumnType<string[], string | undefined, string>;
  starts_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  ends_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  max_uses: number | null;
  max_uses_per_trader: number | null;
  disabled: ColumnType<boolean, boolean | undefined, boolean>;
  created_by: string;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export type CardPaymentOutcome = 'accepted' | 'duplicate';

/** Every payment intent paid for a purchase, by Stripe's id. */
export interface CardPaymentsTable {
  payment_intent_id: string;
  purchase_id: string;
  session_id: string;
  amount: Decimal;
  charge_id: string | null;
  outcome: CardPaymentOutcome;
  created_at: Generated<Date>;
}

export interface RefundsTable {
  /** Stripe's refund id. */
  id: string;
  purchase_id: string;
  payment_intent: string;
  amount: Decimal;
  kind: RefundKind;
  reason: string | null;
  refunded_by: string;
  created_at: Generated<Date>;
  /** When an admin's refund was written to the audit log. */
  audited_at: ColumnType<Date | null, Date | null | undefined, Date>;
}

export interface DisputesTable {
  /** Stripe's dispute id. */
  id: string;
  purchase_id: string;
  payment_intent: string;
  amount: Decimal;
  reason: string;
  status: DisputeStatus;
  opened_at: Date;
  closed_at: Date | null;
}

/** The receipt of a paid purchase: numbered once, the first time it is asked for. */
export interface ReceiptsTable {
  purchase_id: string;
  /** From the table's sequence, read as text (bigint). */
  number: ColumnType<string, never, never>;
  issued_at: Date;
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
  receipts: ReceiptsTable;
  card_payments: CardPaymentsTable;
  refunds: RefundsTable;
  disputes: DisputesTable;
  discount_codes: DiscountCodesTable;
}

export type PurchaseRow = Selectable<PurchasesTable>;
export type ProgramVersionRow = Selectable<ProgramVersionsTable>;
export type DecisionRow = Selectable<PurchaseDecisionsTable>;
export type ReceiptRow = Selectable<ReceiptsTable>;
export type CardPaymentRow = Selectable<CardPaymentsTable>;
export type RefundRow = Selectable<RefundsTable>;
export type DisputeRow = Selectable<DisputesTable>;
export type DiscountCodeRow = Selectable<DiscountCodesTable>;
