import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { payoutsEndpoints } from '@prop/contracts/endpoints/payouts';
import type { AdminUser } from '@prop/contracts/user';
import { describe, expect, it } from 'vitest';
import { areaPrefixOf, mutationKeyOf, pathPrefixOf } from '../src/shared/api/endpoints.ts';
import { showsLinkChange } from '../src/shared/api/refresh-after-link-change.ts';

describe('keys and prefixes derived from the endpoint definitions', () => {
  it('names a write by its method and path', () => {
    expect(mutationKeyOf(identityEndpoints.deleteAdminUserById)).toBe('DELETE /api/admin/user/:id');
  });

  it('takes the fixed start of a path up to its first parameter', () => {
    expect(pathPrefixOf(identityEndpoints.getAdminUserById)).toBe('/api/admin/user/');
    expect(pathPrefixOf(payoutsEndpoints.getAdminUserWithdrawalsById)).toBe('/api/admin/user/withdrawals/');
    expect(pathPrefixOf(identityEndpoints.getAdminUsers)).toBe('/api/admin/users');
  });

  it('takes the first segments of a path as an area', () => {
    expect(areaPrefixOf(identityEndpoints.getAdminMe, 1)).toBe('/api/');
    expect(areaPrefixOf(identityEndpoints.getAdminMe, 2)).toBe('/api/admin/');
  });
});

describe('whether the user lists already show a link change', () => {
  const user = (mt5AccountId: string | null): AdminUser =>
    ({ account: mt5AccountId === null ? null : { mt5AccountId } }) as unknown as AdminUser;

  it('given a link, waits until the user has an account', () => {
    expect(showsLinkChange(user(null), { userId: 'u', linked: true })).toBe(false);
    expect(showsLinkChange(user('mt5-1'), { userId: 'u', linked: true })).toBe(true);
  });

  it('given an unlink, waits until the user has none', () => {
    expect(showsLinkChange(user('mt5-1'), { userId: 'u', linked: false })).toBe(false);
    expect(showsLinkChange(user(null), { userId: 'u', linked: false })).toBe(true);
  });
});
