import { describe, expect, it } from 'vitest';
import { ADMIN_MANAGEMENT_MESSAGES, adminRolesSchema } from '@prop/contracts/admins';
import { type AdminChange, adminStatus, type ManagedAdmin, refusalOfChange } from '../src/domain/admin-rules.ts';

const admin = (id: string, overrides: Partial<ManagedAdmin> = {}): ManagedAdmin => ({
  id,
  roles: ['support'],
  password_hash: 'hash',
  disabled_at: null,
  ...overrides,
});
const owner = (id: string, overrides: Partial<ManagedAdmin> = {}) => admin(id, { roles: ['owner'], ...overrides });
const disabled = { disabled_at: new Date('2026-11-20T10:00:00Z') };

const decide = (
  actor: ManagedAdmin | undefined,
  target: ManagedAdmin | undefined,
  change: AdminChange,
  activeOwners = 2,
) => refusalOfChange({ actor, target, change, activeOwners });

describe('admin status', () => {
  it('given no password yet, then invited; a password, then active; disabled wins over both', () => {
    expect(adminStatus({ password_hash: null, disabled_at: null })).toBe('invited');
    expect(adminStatus({ password_hash: 'hash', disabled_at: null })).toBe('active');
    expect(adminStatus({ password_hash: 'hash', ...disabled })).toBe('disabled');
    expect(adminStatus({ password_hash: null, ...disabled })).toBe('disabled');
  });
});

describe('roles', () => {
  it('given roles twice and out of order, when parsed, then each once in the catalogue order', () => {
    expect(adminRolesSchema.parse(['kyc', 'owner', 'kyc'])).toEqual(['owner', 'kyc']);
  });

  it('given no role or an unknown one, when parsed, then refused with a clear message', () => {
    expect(adminRolesSchema.safeParse([]).error?.issues[0]?.message).toBe(ADMIN_MANAGEMENT_MESSAGES.rolesRequired);
    expect(adminRolesSchema.safeParse(['admin']).success).toBe(false);
  });
});

describe('who may change an admin', () => {
  const me = owner('me');

  it('given an actor who is not an active owner, when changing anyone, then 403', () => {
    const forbidden = { status: 403, message: ADMIN_MANAGEMENT_MESSAGES.ownerOnly };
    expect(decide(admin('me', { roles: ['finance', 'kyc'] }), admin('b'), { kind: 'disable' })).toEqual(forbidden);
    expect(decide(owner('me', disabled), admin('b'), { kind: 'disable' })).toEqual(forbidden);
    expect(decide(owner('me', { password_hash: null }), admin('b'), { kind: 'disable' })).toEqual(forbidden);
    expect(decide(undefined, admin('b'), { kind: 'enable' })).toEqual(forbidden);
  });

  it('given no such admin, when an owner changes them, then 404', () => {
    expect(decide(me, undefined, { kind: 'disable' })).toEqual({
      status: 404,
      message: ADMIN_MANAGEMENT_MESSAGES.adminNotFound,
    });
  });

  it('given an owner and another admin, when any change is made, then it is allowed', () => {
    for (const change of [
      { kind: 'roles', roles: ['finance'] },
      { kind: 'disable' },
      { kind: 'reset-second-factor' },
    ] as const) {
      expect(decide(me, admin('b'), change)).toBeNull();
    }
    expect(decide(me, admin('b', disabled), { kind: 'enable' })).toBeNull();
  });
});

describe('rules an owner cannot break', () => {
  const me = owner('me');
  const conflict = (message: string) => ({ status: 409, message });

  it('given the owner themself, when disabling, then 409: they cannot lock themselves out', () => {
    expect(decide(me, me, { kind: 'disable' })).toEqual(conflict(ADMIN_MANAGEMENT_MESSAGES.cannotDisableSelf));
  });

  it('given the owner themself, when resetting their second factor, then 409: the Security page does that', () => {
    expect(decide(me, me, { kind: 'reset-second-factor' })).toEqual(
      conflict(ADMIN_MANAGEMENT_MESSAGES.cannotResetOwnSecondFactor),
    );
  });

  it('given the only active owner, when they drop their own owner role, then 409; with a second owner it is allowed', () => {
    const change = { kind: 'roles', roles: ['finance'] } as const;
    expect(decide(me, me, change, 1)).toEqual(conflict(ADMIN_MANAGEMENT_MESSAGES.lastOwner));
    expect(decide(me, me, change, 2)).toBeNull();
  });

  it('given an owner keeping the owner role, when their roles change, then the count does not matter', () => {
    expect(decide(me, me, { kind: 'roles', roles: ['owner', 'finance'] }, 1)).toBeNull();
  });

  it('given a disabled admin, when disabling again, then 409; given an enabled one, when enabling, then 409', () => {
    expect(decide(me, admin('b', disabled), { kind: 'disable' })).toEqual(
      conflict(ADMIN_MANAGEMENT_MESSAGES.alreadyDisabled),
    );
    expect(decide(me, admin('b'), { kind: 'enable' })).toEqual(conflict(ADMIN_MANAGEMENT_MESSAGES.notDisabled));
  });

  it('given another active owner, when disabling them or taking their owner role, then allowed while one remains', () => {
    expect(decide(me, owner('b'), { kind: 'disable' }, 2)).toBeNull();
    expect(decide(me, owner('b'), { kind: 'roles', roles: ['kyc'] }, 2)).toBeNull();
  });
});
