import type { ColumnType, Generated, Selectable } from 'kysely';
import type {
  CertificateKind,
  PhaseReviewStatus,
  ProgramPhase,
  ProgramSize,
  ReviewMode,
} from '@prop/contracts/program';
import type { RulePack } from '@prop/contracts/rule-pack';
import type { KitTables } from '@prop/service-kit/kit-migrations';
import type { KnownUsersTable } from '@prop/service-kit/user-directory/known-users';

/** jsonb: read as the value, written as JSON text. */
type Json<T> = ColumnType<T, string, string>;

export interface ProgramVersionsTable {
  program_id: string;
  version: number;
  name: string;
  description: string;
  phases: Json<ProgramPhase[]>;
  sizes: Json<ProgramSize[]>;
  /** numeric: read as decimal text. */
  profit_share_percent: ColumnType<string, number, never>;
  review: ReviewMode;
  active: boolean;
  created_by: string | null;
  created_at: ColumnType<Date, Date, never>;
}

export const ENROLMENT_STATUSES = ['active', 'passed_review', 'failed', 'completed'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

export interface EnrolmentsTable {
  id: Generated<string>;
  user_id: string;
  program_id: string;
  program_version: number;
  current_phase_index: number;
  status: EnrolmentStatus;
  created_at: ColumnType<Date, Date, never>;
  updated_at: ColumnType<Date, Date, Date>;
}

export type PhaseOutcome = 'passed' | 'failed';

export interface EnrolmentPhasesTable {
  enrolment_id: string;
  phase_index: number;
  account_id: string;
  mt5_account_id: string;
  rule_pack: Json<RulePack>;
  started_at: ColumnType<Date, Date | string, never>;
  ended_at: ColumnType<Date | null, never, Date | null>;
  outcome: ColumnType<PhaseOutcome | null, never, PhaseOutcome | null>;
  /** numeric, decimal text; null for phases started before it was kept. */
  funding_balance: ColumnType<string | null, string, never>;
}

export interface PhaseReviewsTable {
  id: Generated<string>;
  enrolment_id: string;
  phase_index: number;
  status: PhaseReviewStatus;
  passed_at: ColumnType<Date, Date | string, never>;
  created_at: ColumnType<Date, Date, never>;
  decided_at: ColumnType<Date | null, never, Date>;
  decided_by: ColumnType<string | null, never, string | null>;
  notes: ColumnType<string | null, never, string | null>;
}

export interface OpenViolationsTable {
  violation_id: string;
  account_id: string;
  rule: string;
  triggered_at: ColumnType<Date, Date | string, never>;
}

/** What a certificate attests, kept as issued: a program phase, or a paid amount. */
export type CertificateDetails =
  | { programId: string; programName: string; programVersion: number; phaseIndex: number; phaseName: string }
  | { requestId: string; amount: string; currency: string };

export interface CertificatesTable {
  id: Generated<string>;
  user_id: string;
  kind: CertificateKind;
  issued_for: string;
  title: string;
  holder: string;
  details: Json<CertificateDetails>;
  issued_at: ColumnType<Date, Date, never>;
}

export interface ProgramsDb extends KitTables {
  program_versions: ProgramVersionsTable;
  enrolments: EnrolmentsTable;
  enrolment_phases: EnrolmentPhasesTable;
  phase_reviews: PhaseReviewsTable;
  open_violations: OpenViolationsTable;
  certificates: CertificatesTable;
  known_users: KnownUsersTable;
}

export type ProgramVersionRow = Selectable<ProgramVersionsTable>;
export type EnrolmentRow = Selectable<EnrolmentsTable>;
export type EnrolmentPhaseRow = Selectable<EnrolmentPhasesTable>;
export type PhaseReviewRow = Selectable<PhaseReviewsTable>;
export type CertificateRow = Selectable<CertificatesTable>;
