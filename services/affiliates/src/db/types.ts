import type { KnownUsersTable } from '@prop/service-kit/user-directory/known-users';
import type { KitTables } from '@prop/service-kit/kit-migrations';
import type { ColumnType, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** numeric columns come back as decimal text; money goes in as decimal text too. */
type Numeric = ColumnType<string, string | undefined, string>;

export interface AffiliatesTable {
  user_id: string;
  code: string;
  joined_at: Timestamp;
}

export interface ReferralClicksTable {
  affiliate_id: string;
  visitor: string;
  /** The firm's calendar date, YYYY-MM-DD. */
  day: ColumnType<string, string, string>;
  clicked_at: Timestamp;
}

export interface ReferralsTable {
  user_id: string;
  affiliate_id: string;
  registered_at: Timestamp;
}

export interface PurchasesTable {
  purchase_id: string;
  user_id: string;
  tier_id: string;
  program_id: ColumnType<string | null, string | null | undefined, string | null>;
  price: Numeric;
  paid_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Everything refunded so far. */
  refunded: Numeric;
}

export interface CommissionsTable {
  purchase_id: string;
  affiliate_id: string;
  referred_user_id: string;
  price: Numeric;
  rate_bps: number;
  amount: Numeric;
  reversed: Numeric;
  accrued_at: Timestamp;
  updated_at: Timestamp;
}

export type CommissionPayoutStatus = 'pending' | 'paid' | 'released';

export interface CommissionPayoutsTable {
  id: string;
  affiliate_id: string;
  amount: Numeric;
  status: ColumnType<CommissionPayoutStatus, CommissionPayoutStatus | undefined, CommissionPayoutStatus>;
  requested_at: Timestamp;
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface CommissionRatesTable {
  scope: string;
  rate_bps: number;
}

export interface AffiliatesDb extends KitTables {
  affiliates: AffiliatesTable;
  referral_clicks: ReferralClicksTable;
  referrals: ReferralsTable;
  purchases: PurchasesTable;
  commissions: CommissionsTable;
  commission_rates: CommissionRatesTable;
  commission_payouts: CommissionPayoutsTable;
  known_users: KnownUsersTable;
}

export type AffiliateRow = Selectable<AffiliatesTable>;
export type PurchaseRow = Selectable<PurchasesTable>;
export type CommissionRow = Selectable<CommissionsTable>;
export type CommissionPayoutRow = Selectable<CommissionPayoutsTable>;
