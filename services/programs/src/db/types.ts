import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ProgramPhase, ProgramSize, ReviewMode } from '@prop/contracts/program';
import type { RulePack } from '@prop/contracts/rule-pack';
import type { KitTables } from '@prop/service-kit/kit-migrations';

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
  ended_at: ColumnType<Date | null, never, Date>;
  outcome: ColumnType<PhaseOutcome | null, never, PhaseOutcome>;
}

export interface ProgramsDb extends KitTables {
  program_versions: ProgramVersionsTable;
  enrolments: EnrolmentsTable;
  enrolment_phases: EnrolmentPhasesTable;
}

export type ProgramVersionRow = Selectable<ProgramVersionsTable>;
export type EnrolmentRow = Selectable<EnrolmentsTable>;
export type EnrolmentPhaseRow = Selectable<EnrolmentPhasesTable>;
