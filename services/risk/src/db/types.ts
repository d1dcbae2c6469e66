import type { KnownUsersTable } from '@prop/service-kit/user-directory/known-users';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { BreachRule, BreachStatus } from '@prop/contracts/breach';
import type { KitTables } from '@prop/service-kit/kit-migrations';
import type { PhaseKind } from '@prop/contracts/program';
import type { RulePack } from '@prop/contracts/rule-pack';
import type { LockedPack } from '../domain/locked-pack.ts';
import type { DailyLossBasis } from '../domain/rule-set.ts';
import type { HeldPosition } from '../domain/position-rules.ts';

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
  /** The program the link names, when it is not Instant Funding's. */
  program_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The MT5 leverage at the link (100 for 1:100); null when accounts had not read it. */
  leverage: NullableDecimal;
  /** The MT5 account's partition key (`partitionKeyOf`); bigint, read as text. */
  partition_key: ColumnType<string, number, never>;
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
  reversal_requested_by: string | null;
  reversal_requested_at: NullableTimestamp;
  reversal_reason: string | null;
  reversed_by: string | null;
  reversed_at: NullableTimestamp;
  /** The pack judged by; null for the config's rule set. */
  rule_pack_id: string | null;
  rule_pack_version: number | null;
  /** The judgement (rule, pack version, inputs) `judge()` re-computes the verdict from, and its digest. */
  inputs: ColumnType<unknown, string | null | undefined, string | null>;
  hash: string | null;
}

/** The pack an account is locked to, from programs' PhaseStarted. */
export interface LockedPacksTable {
  account_id: string;
  enrolment_id: string;
  program: ColumnType<LockedPack['program'], string, string>;
  phase: ColumnType<{ index: number; name: string; kind: PhaseKind }, string, string>;
  rule_pack: ColumnType<RulePack, string, string>;
  started_at: Timestamp;
}

/** A broken soft rule: shown, and blocking a pass or a payout until an admin reviews it. */
export interface ViolationsTable {
  id: string;
  account_id: string;
  user_id: string;
  mt5_account_id: string;
  rule: string;
  rule_pack_id: string;
  rule_pack_version: number;
  crossed: ColumnType<{ value: number; line: number; unit: string; subject?: string }, string, string>;
  inputs: ColumnType<unknown, string, string>;
  hash: string;
  status: ColumnType<'open' | 'reviewed', 'open' | 'reviewed' | undefined, 'open' | 'reviewed'>;
  triggered_at: Timestamp;
  reviewed_at: NullableTimestamp;
  reviewed_by: string | null;
}

/** One account's deals of one firm-zone date, summed. */
export interface TradingDaysTable {
  account_id: string;
  /** A calendar date, kept as YYYY-MM-DD text. */
  trading_day: string;
  entry_deals: number;
  closed_profit: Decimal;
  largest_entry_lots: Decimal;
  last_deal_at: Timestamp;
}

export interface DayStartsTable {
  account_id: string;
  /** A calendar date, kept as YYYY-MM-DD text. */
  trading_day: string;
  balance: Decimal;
  equity: Decimal;
  captured_at: Generated<Date>;
}

/** A warning level raised for an account's loss limit on one of its trading days. */
export interface RaisedWarningsTable {
  account_id: string;
  rule: 'max_loss' | 'daily_loss';
  level: number;
  /** A calendar date, kept as YYYY-MM-DD text. */
  trading_day: string;
  raised_at: Timestamp;
}

/** A target an account met, once. */
export interface MetObjectivesTable {
  account_id: string;
  /** A target, or 'all_targets': every target met at one instant (the phase passed). */
  rule: 'profit_target' | 'min_trading_days' | 'all_targets';
  met_at: Timestamp;
}

/** An account's open positions as the latest PositionsChanged gave them. */
export interface OpenPositionsTable {
  account_id: string;
  positions: ColumnType<HeldPosition[], string, string>;
  /** When that set was sent: an older set never replaces a newer one. */
  changed_at: Timestamp;
}

/** A high-impact calendar event, as the calendar's latest schedule of its span lists it. */
export interface NewsEventsTable {
  id: string;
  currency: string;
  title: string;
  at: Timestamp;
}

/** A period a rule was judged for, once: a Friday close, an idle stretch, a phase. */
export interface RuleChecksTable {
  account_id: string;
  rule: string;
  period: string;
  checked_at: Timestamp;
}

export interface RiskDb extends KitTables {
  risk_accounts: RiskAccountsTable;
  breaches: BreachesTable;
  known_users: KnownUsersTable;
  day_starts: DayStartsTable;
  locked_packs: LockedPacksTable;
  violations: ViolationsTable;
  trading_days: TradingDaysTable;
  raised_warnings: RaisedWarningsTable;
  met_objectives: MetObjectivesTable;
  open_positions: OpenPositionsTable;
  news_events: NewsEventsTable;
  rule_checks: RuleChecksTable;
}

export type RiskAccountRow = Selectable<RiskAccountsTable>;
export type BreachRow = Selectable<BreachesTable>;
export type LockedPackRow = Selectable<LockedPacksTable>;
export type ViolationRow = Selectable<ViolationsTable>;
export type TradingDayRow = Selectable<TradingDaysTable>;
