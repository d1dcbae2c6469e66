import { TRADING_ACCOUNT_STATUSES } from '@prop/contracts/account';
import { describe, expect, it } from 'vitest';
import { accountHealth } from '../src/shared/account-health.ts';

describe('the account status copy of the tiles and the status card', () => {
  it('given an active account, or none yet, then live trading and a green Active', () => {
    for (const status of ['active', undefined, null]) {
      expect(accountHealth(status)).toMatchObject({
        tone: 'success',
        badge: 'Active',
        session: 'Live Trading Active',
        health: 'Excellent',
        note: null,
      });
    }
  });

  it('given a breached account, then trading suspended and account breached, as a warning', () => {
    expect(accountHealth('breached')).toMatchObject({
      tone: 'warning',
      badge: 'Breached',
      session: 'Trading Suspended',
      health: 'Account Breached',
    });
  });

  it('given any status but active, then never the healthy copy', () => {
    for (const status of [...TRADING_ACCOUNT_STATUSES.filter((s) => s !== 'active'), 'frozen', '']) {
      const health = accountHealth(status);
      expect(health.tone).toBe('warning');
      expect(health.session).not.toBe('Live Trading Active');
      expect(health.health).not.toBe('Excellent');
      expect(health.badge).not.toBe('Active');
      expect(health.note).toBeTruthy();
    }
  });
});
