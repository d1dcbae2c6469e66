import type { RulePack } from '@prop/contracts/rule-pack';
import type { Transaction } from 'kysely';
import type { EnrolmentPhaseRow, EnrolmentRow, EnrolmentStatus, PhaseOutcome, ProgramsDb } from './types.ts';

type Trx = Transaction<ProgramsDb>;

export async function insertEnrolment(
  trx: Trx,
  enrolment: { userId: string; programId: string; programVersion: number; phaseIndex: number; at: Date },
): Promise<EnrolmentRow> {
  return trx
    .insertInto('enrolments')
    .values({
      user_id: enrolment.userId,
      program_id: enrolment.programId,
      program_version: enrolment.programVersion,
      current_phase_index: enrolment.phaseIndex,
      status: 'active',
      created_at: enrolment.at,
      updated_at: enrolment.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The enrolment, locked until the transaction ends: its phase moves one way at a time. */
export function enrolmentForUpdate(trx: Trx, id: string): Promise<EnrolmentRow | undefined> {
  return trx.selectFrom('enrolments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The enrolment is now in this phase, active again whatever it was. */
export async function moveEnrolment(trx: Trx, id: string, phaseIndex: number, at: Date): Promise<void> {
  await trx
    .updateTable('enrolments')
    .set({ current_phase_index: phaseIndex, status: 'active', updated_at: at })
    .where('id', '=', id)
    .execute();
}

export function phaseOfAccount(trx: Trx, accountId: string): Promise<EnrolmentPhaseRow | undefined> {
  return trx.selectFrom('enrolment_phases').selectAll().where('account_id', '=', accountId).executeTakeFirst();
}

/**
 * The account's phase, locked until the transaction ends: a review's decision and the account's
 * end (breach, unlink) settle the phase one after the other, each seeing what the other did.
 */
export function lockPhaseOfAccount(trx: Trx, accountId: string): Promise<EnrolmentPhaseRow | undefined> {
  return trx
    .selectFrom('enrolment_phases')
    .selectAll()
    .where('account_id', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
}

/** One phase of an enrolment, locked like `lockPhaseOfAccount`. */
export function lockPhase(
  trx: Trx,
  phase: { enrolmentId: string; phaseIndex: number },
): Promise<EnrolmentPhaseRow | undefined> {
  return trx
    .selectFrom('enrolment_phases')
    .selectAll()
    .where('enrolment_id', '=', phase.enrolmentId)
    .where('phase_index', '=', phase.phaseIndex)
    .forUpdate()
    .executeTakeFirst();
}

/** Sets the enrolment's status, its phase staying where it is. */
export async function setEnrolmentStatus(trx: Trx, id: string, status: EnrolmentStatus, at: Date): Promise<void> {
  await trx.updateTable('enrolments').set({ status, updated_at: at }).where('id', '=', id).execute();
}

export async function insertPhase(
  trx: Trx,
  phase: {
    enrolmentId: string;
    phaseIndex: number;
    accountId: string;
    mt5AccountId: string;
    rulePack: RulePack;
    fundingBalance: string;
    at: Date;
  },
): Promise<void> {
  await trx
    .insertInto('enrolment_phases')
    .values({
      enrolment_id: phase.enrolmentId,
      phase_index: phase.phaseIndex,
      account_id: phase.accountId,
      mt5_account_id: phase.mt5AccountId,
      rule_pack: JSON.stringify(phase.rulePack),
      funding_balance: phase.fundingBalance,
      started_at: phase.at,
    })
    .execute();
}

/**
 * Ends one phase with its outcome. A phase already ended keeps its end time; its outcome is
 * replaced, so a next phase proves the one before passed whatever was recorded first.
 */
export async function endPhase(
  trx: Trx,
  phase: { enrolmentId: string; phaseIndex: number },
  outcome: PhaseOutcome,
  at: Date,
): Promise<void> {
  await trx
    .updateTable('enrolment_phases')
    .set((eb) => ({ outcome, ended_at: eb.fn.coalesce('ended_at', eb.val(at)) }))
    .where('enrolment_id', '=', phase.enrolmentId)
    .where('phase_index', '=', phase.phaseIndex)
    .execute();
}

/**
 * Fails an enrolment whose current phase is this one while it is active or under review; any other
 * state is left as it is.
 */
export async function failEnrolmentAt(
  trx: Trx,
  phase: { enrolmentId: string; phaseIndex: number },
  at: Date,
): Promise<void> {
  await trx
    .updateTable('enrolments')
    .set({ status: 'failed', updated_at: at })
    .where('id', '=', phase.enrolmentId)
    .where('current_phase_index', '=', phase.phaseIndex)
    .where('status', 'in', ['active', 'passed_review'])
    .execute();
}

/**
 * Undoes a failure that did not stand (a reversed breach): the phase runs again, and its enrolment
 * too when the phase is its current one. Returns whether the phase had failed.
 */
export async function resumeFailedPhase(
  trx: Trx,
  phase: { enrolmentId: string; phaseIndex: number },
  at: Date,
): Promise<boolean> {
  const resumed = await trx
    .updateTable('enrolment_phases')
    .set({ outcome: null, ended_at: null })
    .where('enrolment_id', '=', phase.enrolmentId)
    .where('phase_index', '=', phase.phaseIndex)
    .where('outcome', '=', 'failed')
    .returning('phase_index')
    .executeTakeFirst();
  if (!resumed) return false;
  await trx
    .updateTable('enrolments')
    .set({ status: 'active', updated_at: at })
    .where('id', '=', phase.enrolmentId)
    .where('current_phase_index', '=', phase.phaseIndex)
    .where('status', '=', 'failed')
    .execute();
  return true;
}
