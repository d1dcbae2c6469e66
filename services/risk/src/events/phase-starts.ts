import { phaseStarted } from '@prop/contracts/events/programs';
import { type HandlerRuntime, onEvent } from '@prop/service-kit/on-event';
import { lockedPackOf, saveLockedPack } from '../db/locked-packs.ts';
import type { RiskDb } from '../db/types.ts';
import type { RiskBook } from '../state/risk-book.ts';

/**
 * Locks accounts to the pack of the phase they started (programs' PhaseStarted carries the whole
 * pack). It may come before accounts' AccountLinked: the pack is stored either way, and the link
 * handler picks it up; a followed account is locked at once, once the row is committed.
 */
export function startPhaseStarts(runtime: HandlerRuntime<RiskDb>, book: RiskBook) {
  return onEvent(runtime, phaseStarted, { durable: 'risk-phase-starts' }, async (event, { trx, afterCommit }) => {
    const { accountId, enrolmentId, program, phase, rulePack, startedAt } = event.data;
    const stored = await saveLockedPack(trx, accountId, { enrolmentId, program, phase, rulePack, startedAt });
    afterCommit(() => book.lockPack(accountId, lockedPackOf(stored)));
  });
}
