import { describe, expect, it } from 'vitest';
import { EarlyUpdates } from '../src/state/early-updates.ts';
import { bookWith } from './book-harness.ts';
import { SPEC_RULE_SET } from '../src/domain/rule-set.ts';

const update = (accountId: string | null, mt5AccountId: string, second: number) => ({
  accountId,
  mt5AccountId,
  at: new Date(Date.UTC(2026, 10, 2, 12, 0, second)).toISOString(),
});

describe('the updates kept for links not followed yet', () => {
  it('given more updates than an account keeps, then the newest are kept, oldest first', () => {
    const early = new EarlyUpdates({ perAccount: 2, accounts: 10 });
    for (const second of [3, 1, 2]) early.keep(update('a', 'm', second));
    expect(early.take('a').map((kept) => kept.at)).toEqual([update('a', 'm', 1).at, update('a', 'm', 2).at]);
    expect(early.take('a')).toEqual([]);
  });

  it('given updates of no link, then none is kept', () => {
    const early = new EarlyUpdates({ perAccount: 2, accounts: 10 });
    early.keep(update(null, 'm', 1));
    expect(early.size).toBe(0);
  });

  it('given more accounts than it keeps, then the one kept longest is forgotten', () => {
    const early = new EarlyUpdates({ perAccount: 2, accounts: 2 });
    early.keep(update('a', 'm1', 1));
    early.keep(update('b', 'm2', 1));
    early.keep(update('c', 'm3', 1));
    expect(early.take('a')).toEqual([]);
    expect(early.take('b')).toHaveLength(1);
    expect(early.take('c')).toHaveLength(1);
  });

  it('given a partition given away, then its accounts’ updates are forgotten', () => {
    const early = new EarlyUpdates({ perAccount: 2, accounts: 10 });
    early.keep(update('a', 'mine', 1));
    early.keep(update('b', 'theirs', 1));
    early.dropWhere((mt5AccountId) => mt5AccountId === 'theirs');
    expect(early.take('b')).toEqual([]);
    expect(early.take('a')).toHaveLength(1);
  });
});

describe('a link the book follows after its first updates', () => {
  it('given a dip through the limit before the link was followed, when it catches up, then the dip is the breach', () => {
    const { book, link, detections, update: publish } = bookWith(SPEC_RULE_SET);
    book.unlink(link.accountId);
    publish('2026-11-02T12:00:00Z', 10_000);
    publish('2026-11-02T12:00:01Z', 9_400);
    publish('2026-11-02T12:00:02Z', 9_900);
    expect(detections).toEqual([]);

    book.link(link);
    book.catchUp(link.accountId);

    expect(detections).toHaveLength(1);
    expect(detections[0]?.atMs).toBe(Date.parse('2026-11-02T12:00:01Z'));
    expect(book.forAccount(link.accountId)?.equityCents).toBe(990_000);
  });

  it('given the link is not followed, when it catches up, then nothing is judged and the updates are given up', () => {
    const { book, link, detections, update: publish } = bookWith(SPEC_RULE_SET);
    book.unlink(link.accountId);
    publish('2026-11-02T12:00:01Z', 9_400);
    book.catchUp(link.accountId);
    book.link(link);
    book.catchUp(link.accountId);
    expect(detections).toEqual([]);
  });
});
