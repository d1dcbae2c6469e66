import type { Actor } from '@prop/service-kit/actor';
import { type CommandScope, runCommand } from '@prop/service-kit/command';
import { type AppError, conflict, forbidden, notFound } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import { lockActiveOwners, lockAdminRow } from '../db/managed-admins.ts';
import type { AdminRow, IdentityDb } from '../db/types.ts';
import { type AdminChange, type Refusal, refusalOfChange } from '../domain/admin-rules.ts';

export function refusalError(refusal: Refusal): AppError {
  if (refusal.status === 403) return forbidden(refusal.message);
  if (refusal.status === 404) return notFound(refusal.message);
  return conflict(refusal.message);
}

/** The acting owner's id; anyone but a signed-in admin is refused before a transaction opens. */
export function managerIdOf(actor: Actor): string {
  if (actor.kind !== 'admin') throw forbidden();
  return actor.userId;
}

/**
 * One owner's change to one admin, in one command: the active owners are locked first (see
 * lockActiveOwners), then the target; the rules decide on what is locked, then `apply` writes.
 */
export function runAdminChange<T>(
  ctx: IdentityContext,
  actor: Actor,
  options: { targetId: string; change: AdminChange },
  apply: (scope: CommandScope<IdentityDb>, target: AdminRow) => Promise<T>,
): Promise<T> {
  const managerId = managerIdOf(actor);
  return runCommand(ctx.runtime, actor, async (scope) => {
    const owners = await lockActiveOwners(scope.trx);
    const target = await lockAdminRow(scope.trx, options.targetId);
    const refusal = refusalOfChange({
      actor: owners.find((owner) => owner.id === managerId),
      target,
      change: options.change,
      activeOwners: owners.length,
    });
    if (refusal) throw refusalError(refusal);
    // refusalOfChange refuses a missing target.
    return apply(scope, target as AdminRow);
  });
}
