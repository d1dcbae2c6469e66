import { describe, expect, it } from 'vitest';
import { SPEC_RULE_SET } from '../src/domain/rule-set.ts';
import { bookWith } from './book-harness.ts';
import { judgesUpdates, type LatchState } from '../src/domain/detection-latch.ts';

const T = Date.parse('2026-03-10T12:00:00Z');
const at = (seconds: number) => T + seconds * 1000;

describe('one breach per episode', () => {
  it('given a breach being recorded, when more breaking, repeated or older updates arrive, then nothing more is recorded', () => {
    const { update, detections } = bookWith(SPEC_RULE_SET);
    update(at(1), 10000);
    update(at(2), 9400);
    update(at(3), 9300);
    update(at(2), 9400);
    update(at(1), 9000);
    expect(detections.map((d) => d.atMs)).toEqual([at(2)]);
    expect(detections[0]?.series.map((point) => point.equityCents)).toEqual([1_000_000, 940_000]);
  });

  it('given a recording that failed, when the next breaking update arrives, then it is recorded again', () => {
    const { book, link, update, detections } = bookWith(SPEC_RULE_SET);
    update(at(1), 9400);
    book.markRecordFailed(link.accountId);
    update(at(2), 9400);
    expect(detections).toHaveLength(2);
  });

  it('given a failed recording, when the trader asks for a check, then the latest update is judged again', () => {
    const { book, link, account, update, detections } = bookWith(SPEC_RULE_SET);
    update(at(1), 9400);
    book.markRecordFailed(link.accountId);
    book.recheck(account);
    expect(detections.map((d) => d.atMs)).toEqual([at(1), at(1)]);
  });

  it('given a resolved breach, when the account stays under water, then no new breach; once healthy again, a new fall is one', () => {
    const { book, link, update, detections } = bookWith(SPEC_RULE_SET);
    update(at(1), 9400);
    book.markBreached(link.accountId);
    book.markResolved(link.accountId, at(2));
    update(at(3), 9300);
    expect(detections).toHaveLength(1);
    update(at(4), 9600);
    update(at(5), 9500);
    expect(detections.map((d) => d.atMs)).toEqual([at(1), at(5)]);
  });

  it('given a restart after a resolution, when replayed updates from before it arrive, then they neither re-arm nor record', () => {
    const { book, link, update, detections } = bookWith(SPEC_RULE_SET);
    book.markResolved(link.accountId, at(10));
    update(at(1), 9900);
    update(at(2), 9400);
    update(at(11), 9400);
    expect(detections).toEqual([]);
  });

  it('given an active breach found at start, then no update records another', () => {
    const { book, link, update, detections } = bookWith(SPEC_RULE_SET);
    book.markBreached(link.accountId);
    update(at(1), 9900);
    update(at(2), 9000);
    expect(detections).toEqual([]);
  });

  it('given an unlinked account, then its updates are ignored', () => {
    const { book, link, update, detections } = bookWith(SPEC_RULE_SET);
    book.unlink(link.accountId);
    update(at(1), 9000);
    expect(detections).toEqual([]);
    expect(book.stats.ignored).toBe(1);
  });

  it.each([
    ['armed', true],
    ['resolved', true],
    ['recording', false],
    ['breached', false],
  ] as [LatchState, boolean][])('given a latch %s, then its updates are judged: %s', (state, judged) => {
    expect(judgesUpdates({ state, resolvedAtMs: 0 })).toBe(judged);
  });
});
