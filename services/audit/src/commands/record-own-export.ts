import { randomUUID } from 'node:crypto';
import type { Actor } from '@prop/service-kit/actor';
import type { AdminAction } from '@prop/service-kit/audit';
import { type CommandRuntime, runCommand } from '@prop/service-kit/command';
import { forbidden } from '@prop/service-kit/errors';
import { insertEntry } from '../db/audit-entries.ts';
import type { AuditDb } from '../db/types.ts';

/**
 * An export of the audit log, kept in the log itself: the other services' actions arrive as their
 * events, but nobody records the audit service's own, so it stores this entry directly.
 */
export function recordOwnExport(runtime: CommandRuntime<AuditDb>, actor: Actor) {
  return (action: AdminAction) =>
    runCommand(runtime, actor, async ({ trx, now }) => {
      if (actor.kind !== 'admin') throw forbidden();
      await insertEntry(trx, {
        id: randomUUID(),
        service: 'audit',
        at: now.toISOString(),
        record: { ...action, actorId: actor.userId, requestId: actor.requestId },
      });
    });
}
