import { describe, expect, it } from 'vitest';
import type { AdminRole } from '@prop/contracts/admins';
import { mayViewAsTrader } from '../src/features/users/api/view-as.ts';

const admin = (roles: AdminRole[]) => ({ id: 'a', email: 'a@example.com', name: 'A', roles });

describe('who is offered "View as trader"', () => {
  it('offers it to owners and support staff', () => {
    expect(mayViewAsTrader(admin(['owner']))).toBe(true);
    expect(mayViewAsTrader(admin(['support']))).toBe(true);
    expect(mayViewAsTrader(admin(['kyc', 'support']))).toBe(true);
  });

  it('offers it to no other role, nor before the admin is known', () => {
    for (const role of ['finance', 'risk', 'kyc', 'marketing'] as const)
      expect(mayViewAsTrader(admin([role]))).toBe(false);
    expect(mayViewAsTrader(null)).toBe(false);
    expect(mayViewAsTrader(undefined)).toBe(false);
  });
});
