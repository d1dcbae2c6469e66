import { phaseStarted } from '@prop/contracts/events/programs';
import { type HandlerRuntime, onEvent } from '@prop/service-kit/on-event';
import { judgeLeverage } from '../commands/judge-leverage.ts';
import { lockedPackOf, saveLockedPack } from '../db/locked-packs.ts';
import type { RiskDb } from '../db/types.ts';
import type { RiskBook } from '../state/risk-book.ts';
import { announcePackLocked } from '../partitions/follow-locked-packs.ts';

/**
 * Locks accounts to the pack of the phase they started (programs' PhaseStarted carries the whole
 * pack). It may come before accounts' AccountLinked: the pack is stored either way, and the link
 * handler picks it up. The account's leverage is judged by the pack's maximum.
 */
export function startPhaseStarts(runtime: HandlerRuntime<RiskDb>, handling: { book: RiskBook; windowSeconds: number }) {
  const { book } = handling;
  return onEvent(runtime, phaseStarted, { durable: 'risk-phase-starts' }, async (event, scope) => {
    const { accountId, enrolmentId, program, phase, rulePack, startedAt } = event.data;
    const stored = await saveLockedPack(scope.trx, accountId, { enrolmentId, program, phase, rulePack, startedAt });
    // Locked at once, as a link is followed at once: a redelivery after a failed commit locks the same pack.
    const locked = lockedPackOf(stored);
    book.lockPack(accountId, locked);
    await judgeLeverage(scope, { ...handling, accountId });
    // An AccountLinked handled at the same moment may follow the account only now: lock it then too.
    scope.afterCommit(() => {
      book.lockPack(accountId, locked);
      // The account may live on another replica (its partition's owner): that one locks it too.
      announcePackLocked(runtime, accountId);
    });
  });
}
