import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type AccountFactsEntry, accountFactsEntrySchema } from '@prop/contracts/account-facts';
import { type EquityBatchReader, equityBatchReaderOf, equityColumnsOf } from '@prop/contracts/events/equity-batch';
import { centsNumberOf, moneyTextOfCents } from '@prop/contracts/money';
import { AccountSnapshots } from '../src/accounts/account-snapshots.ts';
import { takeFigures } from '../src/accounts/follow-account-facts.ts';

const facts = (overrides: Partial<AccountFactsEntry> = {}): AccountFactsEntry => ({
  userId: '0b4f7c52-3f7e-4f43-9a51-7d1cf1c0a001',
  accountId: '0b4f7c52-3f7e-4f43-9a51-7d1cf1c0a002',
  mt5AccountId: 'sim-1',
  status: 'active',
  fundingBalance: '25000',
  accountType: 'Instant Funding',
  mt5: { name: 'Demo Trader 1', login: '50000001', server: 'PropSim-Demo' },
  frozen: false,
  frozenReason: null,
  frozenSince: null,
  ...overrides,
});
const figures = (equity: number) => ({ balance: 25000, equity, currency: 'USD' });
const read = (snapshots: AccountSnapshots, userId: string) => {
  const body = snapshots.bodyFor(userId);
  return body && JSON.parse(body.toString());
};

describe('the account snapshots the gateway answers polls from', () => {
  it('given facts and figures of the same trading account, then the body is the account view', () => {
    const snapshots = new AccountSnapshots();
    const entry = facts();
    snapshots.putFacts(entry);
    snapshots.putFigures('sim-1', entry.accountId, figures(25100));

    expect(read(snapshots, entry.userId)).toMatchObject({
      id: entry.accountId,
      equity: 25100,
      totalPnl: 100,
      fundingBalance: '25000',
      mt5Data: { login: '50000001', accountInfo: { equity: 25100, currency: 'USD' }, floatingPnL: 100 },
    });
  });

  it('given only facts, or figures of another trading account, then it knows no body and the service answers', () => {
    const snapshots = new AccountSnapshots();
    const entry = facts();
    snapshots.putFacts(entry);
    expect(snapshots.bodyFor(entry.userId)).toBeUndefined();

    // figures published while the MT5 account still belonged to an earlier trading account
    snapshots.putFigures('sim-1', '0b4f7c52-3f7e-4f43-9a51-7d1cf1c0a0ff', figures(9000));
    expect(snapshots.bodyFor(entry.userId)).toBeUndefined();

    snapshots.putFacts(facts({ mt5: null }));
    snapshots.putFigures('sim-1', entry.accountId, figures(25000));
    expect(snapshots.bodyFor(entry.userId)).toBeUndefined();
  });

  it('given a trader, then it never answers with the account of another', () => {
    const snapshots = new AccountSnapshots();
    const mine = facts();
    snapshots.putFacts(mine);
    snapshots.putFigures('sim-1', mine.accountId, figures(25000));

    expect(snapshots.bodyFor('0b4f7c52-3f7e-4f43-9a51-7d1cf1c0a0aa')).toBeUndefined();
  });

  it('given the figures move, then the next body shows them; the same figures give the same bytes', () => {
    const snapshots = new AccountSnapshots();
    const entry = facts();
    snapshots.putFacts(entry);
    snapshots.putFigures('sim-1', entry.accountId, figures(25100));
    const first = snapshots.bodyFor(entry.userId);
    expect(snapshots.bodyFor(entry.userId)).toBe(first);

    snapshots.putFigures('sim-1', entry.accountId, figures(24900));

    expect(read(snapshots, entry.userId)).toMatchObject({ equity: 24900, totalPnl: -100 });
  });

  it('given an unlink (facts removed) or an MT5 update saying it is linked to no one, then no body', () => {
    const snapshots = new AccountSnapshots();
    const entry = facts();
    snapshots.putFacts(entry);
    snapshots.putFigures('sim-1', entry.accountId, figures(25000));

    snapshots.putFigures('sim-1', null, figures(25000));
    expect(snapshots.bodyFor(entry.userId)).toBeUndefined();

    snapshots.putFigures('sim-1', entry.accountId, figures(25000));
    snapshots.removeFacts(entry.userId);
    expect(snapshots.bodyFor(entry.userId)).toBeUndefined();
  });

  it('given a status change to breached, then the body says breached', () => {
    const snapshots = new AccountSnapshots();
    const entry = facts();
    snapshots.putFacts(entry);
    snapshots.putFigures('sim-1', entry.accountId, figures(23000));
    expect(read(snapshots, entry.userId).status).toBe('active');

    snapshots.putFacts(facts({ status: 'breached' }));

    expect(read(snapshots, entry.userId)).toMatchObject({ status: 'breached', currentDrawdown: 8 });
  });

  it('given a freeze and its end written to the bucket, then the body says so at once', () => {
    const snapshots = new AccountSnapshots();
    const entry = facts();
    snapshots.putFacts(entry);
    snapshots.putFigures('sim-1', entry.accountId, figures(25000));
    const since = '2026-06-13T10:00:00.000Z';

    snapshots.putFacts(facts({ frozen: true, frozenReason: 'dispute', frozenSince: since }));
    expect(read(snapshots, entry.userId)).toMatchObject({
      status: 'active',
      frozen: true,
      frozenReason: 'dispute',
      frozenSince: since,
    });

    snapshots.putFacts(facts());
    expect(read(snapshots, entry.userId)).toMatchObject({ frozen: false, frozenReason: null, frozenSince: null });
  });

  it('given an entry written before freezes existed, then it reads as not frozen', () => {
    const { frozen: _frozen, frozenReason: _reason, frozenSince: _since, ...older } = facts();
    const snapshots = new AccountSnapshots();
    snapshots.putFacts(accountFactsEntrySchema.parse(older));
    snapshots.putFigures('sim-1', older.accountId, figures(25000));

    expect(read(snapshots, older.userId)).toMatchObject({ frozen: false, frozenReason: null });
  });
});

describe('the figures the snapshots take from equity batches', () => {
  const update = (mt5AccountId: string, accountId: string, equity: string) => ({
    userId: facts().userId,
    accountId,
    mt5AccountId,
    balance: '25000.00',
    equity,
    floatingPnL: moneyTextOfCents(centsNumberOf(equity) - 2_500_000),
    currency: 'USD',
    at: '2026-12-07T10:00:00.000Z',
  });
  /** A batch's reader as the relay gets it, through the JSON text. */
  const readerOf = (columns: object) => equityBatchReaderOf(JSON.parse(JSON.stringify({ columns })));

  it('given a batch, when taken, then each account shows its figures in dollars exactly as the text has them', () => {
    const snapshots = new AccountSnapshots();
    const entry = facts();
    snapshots.putFacts(entry);
    const batch = readerOf(
      equityColumnsOf([update('sim-1', entry.accountId, '25100.07'), update('sim-2', entry.accountId, '1.10')]),
    );

    takeFigures(snapshots)(batch as EquityBatchReader);

    expect(read(snapshots, entry.userId)).toMatchObject({ equity: 25100.07, mt5Data: { floatingPnL: 100.07 } });
    expect(read(snapshots, entry.userId).equity).toBe(Number('25100.07'));
  });

  it('given a batch with an update whose equity is not whole cents, when taken, then that update alone is skipped', () => {
    const snapshots = new AccountSnapshots();
    const [first, second] = [facts(), facts({ userId: randomUUID(), accountId: randomUUID(), mt5AccountId: 'sim-2' })];
    snapshots.putFacts(first);
    snapshots.putFacts(second);
    const columns = equityColumnsOf([
      update('sim-1', first.accountId, '25100.00'),
      update('sim-2', second.accountId, '25200.00'),
    ]);

    takeFigures(snapshots)(readerOf({ ...columns, equityCents: [2_510_000, 2_520_000.5] }) as EquityBatchReader);

    expect(read(snapshots, first.userId)).toMatchObject({ equity: 25100 });
    expect(snapshots.bodyFor(second.userId)).toBeUndefined();
  });
});
