import { describe, expect, it } from 'vitest';
import { NOT_FROZEN } from '@prop/contracts/account';
import type { AccountLink } from '../src/domain/account-link.ts';
import { applyLinkEvent, linkEventOf } from '../src/links/follow-link-events.ts';
import { LinkRegistry } from '../src/links/link-registry.ts';

const link = (userId: string, mt5AccountId: string, overrides: Partial<AccountLink> = {}): AccountLink => ({
  accountId: `account-of-${userId}`,
  userId,
  mt5AccountId,
  fundingBalance: '10000',
  status: 'active',
  accountType: 'Instant Funding',
  ...NOT_FROZEN,
  historyFrom: null,
  ...overrides,
});

function watched() {
  const registry = new LinkRegistry();
  const changes: Array<[string, string | undefined, string | undefined]> = [];
  const shown = (held: AccountLink | undefined) => held && `${held.mt5AccountId}/${held.status}`;
  registry.onChange((userId, current, previous) => changes.push([userId, shown(current), shown(previous)]));
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
      ['u1', 'm1/active', undefined],
      ['u1', 'm1/breached', 'm1/active'],
      ['u1', undefined, 'm1/breached'],
    ]);
  });

  it('given an MT5 account taken over by another user, then the first user is told it is gone', () => {
    const { registry, changes } = watched();
    registry.put(link('u1', 'm1'));

    registry.put(link('u2', 'm1'));

    expect(changes.slice(1)).toEqual([
      ['u1', undefined, 'm1/active'],
      ['u2', 'm1/active', undefined],
    ]);
  });

  it('given links changed, taken over, moved, removed and reloaded, then each MT5 account reads its current link', async () => {
    const { registry } = watched();
    const of = (mt5AccountId: string) => {
      const current = registry.forMt5(mt5AccountId);
      return current && `${current.userId}/${current.status}/${current.frozen}`;
    };
    registry.put(link('u1', 'm1'));
    registry.setStatus('account-of-u1', 'u1', 'breached');
    registry.setFreeze('account-of-u1', 'u1', {
      frozen: true,
      frozenReason: 'dispute',
      frozenSince: '2026-11-30T09:00:00.000Z',
    });
    expect(of('m1')).toBe('u1/breached/true');

    registry.put(link('u2', 'm1'));
    expect(of('m1')).toBe('u2/active/false');
    registry.put(link('u2', 'm2', { accountId: 'another-of-u2' }));
    expect([of('m1'), of('m2')]).toEqual([undefined, 'u2/active/false']);

    registry.remove('account-of-u1', 'u1');
    registry.remove('another-of-u2', 'u2');
    expect(of('m2')).toBeUndefined();

    await registry.reload(async () => [link('u3', 'm3')]);
    expect([of('m2'), of('m3')]).toEqual([undefined, 'u3/active/false']);
  });

  it('given a reload from the database, then only what differs is told', async () => {
    const { registry, changes } = watched();
    registry.put(link('u1', 'm1'));
    registry.put(link('u2', 'm2'));
    changes.length = 0;

    await registry.reload(async () => [link('u1', 'm1'), link('u3', 'm3'), link('u2', 'm2', { status: 'breached' })]);

    expect(changes).toEqual([
      ['u3', 'm3/active', undefined],
      ['u2', 'm2/breached', 'm2/active'],
    ]);
    changes.length = 0;
    await registry.reload(async () => [link('u3', 'm3')]);
    expect(changes).toEqual([
      ['u1', undefined, 'm1/active'],
      ['u2', undefined, 'm2/breached'],
    ]);
  });

  it('given a reload that finds what is held, then nothing is told and the links held stay as they are', async () => {
    const { registry, changes } = watched();
    registry.put(link('u1', 'm1'));
    registry.put(link('u2', 'm2'));
    const held = registry.forUser('u1');
    changes.length = 0;

    expect(await registry.reload(async () => [link('u2', 'm2'), link('u1', 'm1')])).toBe(true);

    expect(changes).toEqual([]);
    expect(registry.forUser('u1')).toBe(held);
    expect(registry.forMt5('m2')?.userId).toBe('u2');
  });
});

describe('the link events a replica follows', () => {
  const accountId = '0b4f7c52-3f7e-4f43-9a51-7d1cf1c0a001';
  const userId = '0b4f7c52-3f7e-4f43-9a51-7d1cf1c0a002';
  const envelope = (type: string, data: object) =>
    JSON.stringify({
      id: '0b4f7c52-3f7e-4f43-9a51-7d1cf1c0a003',
      type,
      occurredAt: '2026-01-10T12:00:00Z',
      version: 1,
      data,
    });
  const ref = { userId, accountId, mt5AccountId: 'm1' };
  const linked = (extra: object = {}) =>
    envelope('AccountLinked', {
      ...ref,
      fundingBalance: '10000',
      accountType: 'Instant Funding',
      linkedBy: null,
      purchaseId: null,
      ...extra,
    });

  it('given a link, a breach and an unlink as published, then the registry follows each', () => {
    const { registry, changes } = watched();
    const apply = (text: string) => {
      const event = linkEventOf(text);
      if (event) applyLinkEvent(registry, event);
    };

    apply(linked());
    apply(envelope('AccountStatusChanged', { ...ref, from: 'active', to: 'breached' }));
    apply(envelope('AccountUnlinked', { ...ref, reason: 'unlinked', unlinkedBy: null }));

    expect(changes).toEqual([
      [userId, 'm1/active', undefined],
      [userId, 'm1/breached', 'm1/active'],
      [userId, undefined, 'm1/breached'],
    ]);
  });

  it('given a link whose history begins after an earlier holder, then the registry keeps where it begins; an older event has none', () => {
    const followed = (text: string) => {
      const event = linkEventOf(text);
      if (!event) throw new Error('not a link event');
      const registry = new LinkRegistry();
      applyLinkEvent(registry, event);
      return registry.forUser(userId);
    };
    expect(followed(linked({ historyFrom: '2026-01-09T08:30:00.000Z' }))?.historyFrom).toEqual(
      new Date('2026-01-09T08:30:00.000Z'),
    );
    expect(followed(linked())?.historyFrom).toBeNull();
  });

  it('given a freeze and its end as published, then the registry follows each; a freeze of another account is ignored', () => {
    const registry = new LinkRegistry();
    const freezes: Array<string | null | undefined> = [];
    registry.onChange((_userId, current) => freezes.push(current?.frozenReason));
    const apply = (text: string) => {
      const event = linkEventOf(text);
      if (event) applyLinkEvent(registry, event);
    };
    const since = '2026-01-10T12:00:00.000Z';

    apply(linked());
    apply(envelope('AccountFreezeChanged', { ...ref, frozen: true, frozenReason: 'dispute', frozenSince: since }));
    apply(
      envelope('AccountFreezeChanged', {
        ...ref,
        accountId: userId,
        frozen: true,
        frozenReason: 'dispute',
        frozenSince: since,
      }),
    );
    expect(registry.forUser(userId)).toMatchObject({ frozen: true, frozenReason: 'dispute', frozenSince: since });
    apply(envelope('AccountFreezeChanged', { ...ref, frozen: false, frozenReason: null, frozenSince: null }));

    expect(freezes).toEqual([null, 'dispute', null]);
  });

  it('given an account known frozen, when its AccountLinked arrives (again), then the freeze stands', () => {
    const registry = new LinkRegistry();
    registry.put(
      link(userId, 'm1', { accountId, frozen: true, frozenReason: 'dispute', frozenSince: '2026-01-10T12:00:00.000Z' }),
    );

    const event = linkEventOf(linked());
    if (event) applyLinkEvent(registry, event);

    expect(registry.forUser(userId)).toMatchObject({ accountId, frozen: true, frozenReason: 'dispute' });
  });

  it('given an account closed by a chargeback or a refund, then its unlink is followed', () => {
    for (const reason of ['chargeback', 'refunded']) {
      const registry = new LinkRegistry();
      registry.put(link(userId, 'm1', { accountId }));
      const event = linkEventOf(envelope('AccountUnlinked', { ...ref, reason, unlinkedBy: null }));
      if (event) applyLinkEvent(registry, event);
      expect(registry.forUser(userId)).toBeUndefined();
    }
  });

  it('given text that is no link event, bad data or another event, then it is ignored', () => {
    expect(linkEventOf('not json')).toBeUndefined();
    expect(linkEventOf(envelope('AccountLinked', { ...ref, fundingBalance: '1e4' }))).toBeUndefined();
    expect(linkEventOf(envelope('EquityUpdated', { ...ref }))).toBeUndefined();
  });
});
