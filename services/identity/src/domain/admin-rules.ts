import { ADMIN_MANAGEMENT_MESSAGES, type AdminStatus } from '@prop/contracts/admins';
import type { AdminRole } from '@prop/contracts/staff-roles';

/** What the rules read of an admin's row. */
export interface ManagedAdmin {
  id: string;
  roles: readonly AdminRole[];
  password_hash: string | null;
  disabled_at: Date | null;
}

/** What an owner does to another admin (an invitation has no admin yet, so it is not here). */
export type AdminChange =
  | { kind: 'roles'; roles: readonly AdminRole[] }
  | { kind: 'disable' }
  | { kind: 'enable' }
  | { kind: 'reset-second-factor' };

/** 403: the actor may not manage admins at all; 404: no such admin; 409: this change breaks a rule. */
export interface Refusal {
  status: 403 | 404 | 409;
  message: string;
}

export function adminStatus(admin: Pick<ManagedAdmin, 'password_hash' | 'disabled_at'>): AdminStatus {
  if (admin.disabled_at) return 'disabled';
  return admin.password_hash === null ? 'invited' : 'active';
}

/** An owner who can sign in: the only kind that keeps the back office manageable. */
export function isActiveOwner(admin: ManagedAdmin): boolean {
  return adminStatus(admin) === 'active' && admin.roles.includes('owner');
}

/** Only an active owner manages admins. */
export function refusalOfManager(actor: ManagedAdmin | undefined): Refusal | null {
  return actor && isActiveOwner(actor) ? null : { status: 403, message: ADMIN_MANAGEMENT_MESSAGES.ownerOnly };
}

function afterChange(target: ManagedAdmin, change: AdminChange): ManagedAdmin {
  if (change.kind === 'roles') return { ...target, roles: change.roles };
  if (change.kind === 'disable') return { ...target, disabled_at: new Date(0) };
  if (change.kind === 'enable') return { ...target, disabled_at: null };
  return target;
}

function refusalOfTarget(actor: ManagedAdmin, target: ManagedAdmin, change: AdminChange): string | null {
  const self = actor.id === target.id;
  if (change.kind === 'disable' && self) return ADMIN_MANAGEMENT_MESSAGES.cannotDisableSelf;
  if (change.kind === 'disable' && target.disabled_at) return ADMIN_MANAGEMENT_MESSAGES.alreadyDisabled;
  if (change.kind === 'enable' && !target.disabled_at) return ADMIN_MANAGEMENT_MESSAGES.notDisabled;
  if (change.kind === 'reset-second-factor' && self) return ADMIN_MANAGEMENT_MESSAGES.cannotResetOwnSecondFactor;
  return null;
}

/**
 * Whether `actor` may make `change` to `target`, given how many active owners there are now: the
 * actor must be an active owner, and no change may leave the firm without one (an owner dropping
 * their own owner role included).
 */
export function refusalOfChange(options: {
  actor: ManagedAdmin | undefined;
  target: ManagedAdmin | undefined;
  change: AdminChange;
  activeOwners: number;
}): Refusal | null {
  const { actor, target, change, activeOwners } = options;
  const notManager = refusalOfManager(actor);
  if (notManager || !actor) return notManager;
  if (!target) return { status: 404, message: ADMIN_MANAGEMENT_MESSAGES.adminNotFound };
  const broken = refusalOfTarget(actor, target, change);
  if (broken) return { status: 409, message: broken };
  const lost = isActiveOwner(target) && !isActiveOwner(afterChange(target, change)) ? 1 : 0;
  if (activeOwners - lost < 1) return { status: 409, message: ADMIN_MANAGEMENT_MESSAGES.lastOwner };
  return null;
}
