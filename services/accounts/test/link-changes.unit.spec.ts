import { describe, expect, it } from 'vitest';
import type { AccountLink } from '../src/domain/account-link.ts';
import { LinkRegistry } from '../src/links/link-registry.ts';

const link = (userId: string, mt5AccountId: string, overrides: Partial<AccountLink> = {}): AccountLink => ({
  accountId: `account-of-${userId}`,
  userId,
  mt5AccountId,
  fundingBalance: '10000',
  status: 'active',
  accountType: 'Instant Funding',
  ...overrides,
});

function watched() {
  const registry = new LinkRegistry();
  const changes: Array<[string, string | undefined]> = [];
  registry.onChange((userId, current) =>
    changes.push([userId, current && `${current.mt5AccountId}/${current.status}`]),
  );
  return { registry, changes };
}

describe('the link changes the account-facts mirror is told of', () => {
  it('given a link, a status change and an unlink, then each is told once, in order', () => {
    const { registry, changes } = watched();

    registry.put(link('u1', 'm1'));
    registry.put(link('u1', 'm1'));
    registry.setStatus('account-of-u1', 'u1', 'breached');
    registry.remove('account-of-u1', 'u1');

    expect(changes).toEqual([
      ['u1', 'm1/active'],
      ['u1', 'm1/breached'],
      ['u1', undefined],
    ]);
  });

  it('given an MT5 account taken over by another user, then the first user is told it is gone', () => {
    const { registry, changes } = watched();
    registry.put(link('u1', 'm1'));

    registry.put(link('u2', 'm1'));

    expect(changes.slice(1)).toEqual([
      ['u1', undefined],
      ['u2', 'm1/active'],
    ]);
  });

  it('given a reload from the database, then only what differs is told', async () => {
    const { registry, changes } = watched();
    registry.put(link('u1', 'm1'));
    registry.put(link('u2', 'm2'));
    changes.length = 0;

    await registry.reload(async () => [link('u1', 'm1'), link('u3', 'm3'), link('u2', 'm2', { status: 'breached' })]);

    expect(changes).toEqual([
      ['u3', 'm3/active'],
      ['u2', 'm2/breached'],
    ]);
    changes.length = 0;
    await registry.reload(async () => [link('u3', 'm3')]);
    expect(changes).toEqual([
      ['u1', undefined],
      ['u2', undefined],
    ]);
  });
});
