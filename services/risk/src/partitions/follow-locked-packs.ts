import { systemActor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import type { HandlerRuntime } from '@prop/service-kit/on-event';
import { subjectFor } from '@prop/service-kit/nats';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import { judgeLeverage } from '../commands/judge-leverage.ts';
import { findLockedPack, lockedPackOf } from '../db/locked-packs.ts';
import type { RiskDb } from '../db/types.ts';
import type { RiskBook } from '../state/risk-book.ts';

/** Not under `risk.>`: a plain message to the replicas, kept by no stream. */
const PACK_LOCKED_SUBJECT = 'risk-replicas.pack-locked';

const packLock = systemActor('risk-phase-starts');

/** Tells every replica that an account's pack was stored (programs' PhaseStarted, handled by any replica). */
export function announcePackLocked(runtime: Pick<HandlerRuntime<RiskDb>, 'nats' | 'namespace'>, accountId: string) {
  runtime.nats.nc.publish(subjectFor(runtime.namespace, PACK_LOCKED_SUBJECT), JSON.stringify({ accountId }));
}

/**
 * PhaseStarted is read by one shared durable consumer, on whichever replica; the account's state
 * lives on the replica owning its partition, which locks it to the stored pack when told, and
 * judges its leverage by it (claimed once per pack, whoever judges first). An announcement missed
 * meanwhile is made up when the partition is rebuilt, and the account's deals wait for the pack.
 */
export function followLockedPacks(deps: ServiceDeps<RiskDb>, book: RiskBook, windowSeconds: number): () => void {
  const subscription = deps.nats.nc.subscribe(subjectFor(deps.config.NAMESPACE, PACK_LOCKED_SUBJECT), {
    callback: (error, message) => {
      if (error) return;
      const { accountId } = message.json<{ accountId: string }>();
      if (!book.forAccount(accountId)) return;
      runCommand(deps.runtime, packLock, async (scope) => {
        const stored = await findLockedPack(scope.trx, accountId);
        if (!stored) return;
        book.lockPack(accountId, lockedPackOf(stored));
        await judgeLeverage(scope, { book, accountId, windowSeconds });
      }).catch((failure: unknown) => deps.log.error({ err: failure, accountId }, 'stored pack not locked'));
    },
  });
  return () => subscription.unsubscribe();
}
