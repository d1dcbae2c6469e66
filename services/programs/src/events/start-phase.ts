import type { accountLinked } from '@prop/contracts/events/accounts';
import type { EventOf } from '@prop/contracts/events/envelope';
import { phaseStarted } from '@prop/contracts/events/programs';
import type { CommandScope } from '@prop/service-kit/command';
import type { HandlerRuntime } from '@prop/service-kit/on-event';
import {
  endPhase,
  enrolmentForUpdate,
  insertEnrolment,
  insertPhase,
  moveEnrolment,
  phaseOfAccount,
} from '../db/enrolments.ts';
import { latestVersionOf, versionOf } from '../db/program-versions.ts';
import type { ProgramsDb } from '../db/types.ts';
import { phaseRequestOf } from '../domain/phase-request.ts';
import { programOf } from '../domain/program-view.ts';

type Log = HandlerRuntime<ProgramsDb>['log'];

/**
 * A linked account starts a phase: of a new enrolment (a purchase, an admin's link) or the next
 * phase of the enrolment it continues (the one before is then passed). The phase keeps the pack of
 * that phase in that program version for good, and `programs.phase.started` carries it to risk,
 * once per account: an account already in a phase starts nothing again.
 *
 * A link naming a program, version, phase or enrolment that does not exist is logged and left:
 * retrying it would not make it exist.
 */
export async function startPhase(
  event: EventOf<typeof accountLinked>,
  { trx, now, emit }: CommandScope<ProgramsDb>,
  log: Log,
): Promise<void> {
  const { data } = event;
  if (await phaseOfAccount(trx, data.accountId)) return;
  const request = phaseRequestOf(data);
  const row =
    request.version === null
      ? await latestVersionOf(trx, request.programId)
      : await versionOf(trx, request.programId, request.version);
  const program = row && programOf(row);
  const phase = program?.phases[request.phaseIndex];
  if (!program || !phase) {
    log.error({ eventId: event.id, accountId: data.accountId, request }, 'linked account names no known program phase');
    return;
  }
  const startedAt = new Date(event.occurredAt);
  let enrolmentId: string;
  if (request.enrolmentId) {
    const enrolment = await enrolmentForUpdate(trx, request.enrolmentId);
    if (!enrolment) {
      log.error(
        { eventId: event.id, accountId: data.accountId, request },
        'linked account continues no known enrolment',
      );
      return;
    }
    enrolmentId = enrolment.id;
    await endPhase(trx, { enrolmentId, phaseIndex: request.phaseIndex - 1 }, 'passed', startedAt);
    await moveEnrolment(trx, enrolmentId, request.phaseIndex, now);
  } else {
    const enrolment = await insertEnrolment(trx, {
      userId: data.userId,
      programId: program.id,
      programVersion: program.version,
      phaseIndex: request.phaseIndex,
      at: now,
    });
    enrolmentId = enrolment.id;
  }
  await insertPhase(trx, {
    enrolmentId,
    phaseIndex: request.phaseIndex,
    accountId: data.accountId,
    mt5AccountId: data.mt5AccountId,
    rulePack: phase.rulePack,
    fundingBalance: data.fundingBalance,
    at: startedAt,
  });
  await emit(phaseStarted, {
    enrolmentId,
    userId: data.userId,
    accountId: data.accountId,
    mt5AccountId: data.mt5AccountId,
    program: {
      id: program.id,
      name: program.name,
      version: program.version,
      profitSharePercent: program.profitSharePercent,
    },
    phase: { index: request.phaseIndex, name: phase.name, kind: phase.kind },
    rulePack: phase.rulePack,
    startedAt: startedAt.toISOString(),
  });
}
