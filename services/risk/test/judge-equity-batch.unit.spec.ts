import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { equityColumnsOf, type PackedEquityColumns } from '@prop/contracts/events/equity-batch';
import { centsNumberOf, moneyTextOfCents } from '@prop/contracts/money';
import { SPEC_RULE_SET } from '../src/domain/rule-set.ts';
import { judgeEquityBatch } from '../src/ticks/judge-equity-batch.ts';
import { bookWith } from './book-harness.ts';

type Harness = ReturnType<typeof bookWith>;

/** An update of the harness's account as accounts publishes it. */
const updateOf = ({ link }: Harness, at: string, equity: string, balance = equity) => ({
  userId: link.userId,
  accountId: link.accountId,
  mt5AccountId: link.mt5AccountId,
  balance,
  equity,
  floatingPnL: moneyTextOfCents(centsNumberOf(equity) - centsNumberOf(balance)),
  currency: 'USD',
  at,
});

/** Columns as versions 2 and 3 carry them: every field of every update, the figures as text. */
function textColumnsOf(updates: ReturnType<typeof updateOf>[]) {
  return Object.fromEntries(
    Object.keys(updates[0] ?? {}).map((name) => [name, updates.map((item) => item[name as keyof typeof item])]),
  );
}

/** The batch's columns with one update's value of one column replaced (a packed column made a list first). */
function withValue(columns: PackedEquityColumns, name: keyof PackedEquityColumns, index: number, value: unknown) {
  const column: unknown = columns[name];
  const values = Array.isArray(column) ? [...column] : columns.mt5AccountId.map(() => column);
  values[index] = value;
  return { ...columns, [name]: values };
}

/** Judges a batch as risk receives it, through the JSON text, counting what it refused or failed. */
function judge(harness: Harness, data: unknown) {
  const counts = { unreadable: 0, failed: 0 };
  const read = judgeEquityBatch(JSON.parse(JSON.stringify(data)), {
    book: harness.book,
    unreadable: () => counts.unreadable++,
    failed: () => counts.failed++,
  });
  return { read, ...counts };
}

describe('judging an equity batch', () => {
  it.each([
    ['in cents (version 4)', equityColumnsOf],
    ['as text (versions 2 and 3)', textColumnsOf],
  ])(
    'given a batch of the followed account, its figures %s, when judged, then each update is judged in order and a dip is the breach',
    (_, columnsOf) => {
      const harness = bookWith(SPEC_RULE_SET);
      const updates = [
        updateOf(harness, '2026-11-02T12:00:00.000Z', '10000.00'),
        updateOf(harness, '2026-11-02T12:00:01.000Z', '9400.00'),
        updateOf(harness, '2026-11-02T12:00:02.000Z', '9900.50', '10000.00'),
      ];

      const result = judge(harness, { columns: columnsOf(updates) });

      expect(result).toEqual({ read: true, unreadable: 0, failed: 0 });
      expect(harness.detections.map((found) => found.atMs)).toEqual([Date.parse('2026-11-02T12:00:01.000Z')]);
      expect(harness.account.equityCents).toBe(990_050);
      expect(harness.account.balanceCents).toBe(1_000_000);
      expect(harness.book.stats.applied).toBe(3);
    },
  );

  it.each([
    ['equity', 'equityCents', 940_000.5],
    ['balance', 'balanceCents', '10000.00'],
    ['time', 'at', null],
  ] as const)(
    'given one update with an unreadable %s, when judged, then it alone is refused',
    (_field, name, value) => {
      const harness = bookWith(SPEC_RULE_SET);
      const updates = [
        updateOf(harness, '2026-11-02T12:00:00.000Z', '10000.00'),
        updateOf(harness, '2026-11-02T12:00:01.000Z', '9400.00'),
        updateOf(harness, '2026-11-02T12:00:02.000Z', '9990.00'),
      ];

      const result = judge(harness, { columns: withValue(equityColumnsOf(updates), name, 1, value) });

      expect(result).toEqual({ read: true, unreadable: 1, failed: 0 });
      expect(harness.detections).toEqual([]);
      expect(harness.book.stats.applied).toBe(2);
      expect(harness.account.equityCents).toBe(999_000);
    },
  );

  it('given a batch sharing one time, when judged, then the time is each update’s and a repeat of it is ignored', () => {
    const harness = bookWith(SPEC_RULE_SET);
    const at = '2026-11-02T12:00:00.000Z';
    judge(harness, { columns: equityColumnsOf([updateOf(harness, at, '10000.00')]) });

    const result = judge(harness, { columns: equityColumnsOf([updateOf(harness, at, '9000.00')]) });

    expect(result).toEqual({ read: true, unreadable: 0, failed: 0 });
    expect(harness.account.latestAtMs).toBe(Date.parse(at));
    expect(harness.account.equityCents).toBe(1_000_000);
    expect(harness.book.stats).toMatchObject({ applied: 1, ignored: 1 });
  });

  it('given an update of the MT5 account under another link, when judged, then the followed account is not judged on it', () => {
    const harness = bookWith(SPEC_RULE_SET);
    const earlier = { ...updateOf(harness, '2026-11-02T12:00:00.000Z', '9000.00'), accountId: randomUUID() };

    const result = judge(harness, { columns: equityColumnsOf([earlier]) });

    expect(result).toEqual({ read: true, unreadable: 0, failed: 0 });
    expect(harness.account.hasUpdate).toBe(false);
    expect(harness.detections).toEqual([]);
  });

  it('given updates of a link not followed yet, when it is followed, then they are judged by the whole contract and kept for it', () => {
    const harness = bookWith(SPEC_RULE_SET);
    harness.book.unlink(harness.link.accountId);
    const updates = [
      updateOf(harness, '2026-11-02T12:00:00.000Z', '9400.00'),
      { ...updateOf(harness, '2026-11-02T12:00:01.000Z', '9300.00'), userId: 'not a user' },
    ];

    const result = judge(harness, { columns: equityColumnsOf(updates) });
    harness.book.link(harness.link);
    harness.book.catchUp(harness.link.accountId);

    expect(result).toEqual({ read: true, unreadable: 1, failed: 0 });
    expect(harness.detections.map((found) => found.equityCents)).toEqual([940_000]);
  });

  it('given a batch of version 1 (a list of updates), when judged, then its updates are judged', () => {
    const harness = bookWith(SPEC_RULE_SET);

    const result = judge(harness, { updates: [updateOf(harness, '2026-11-02T12:00:00.000Z', '9400.00')] });

    expect(result).toEqual({ read: true, unreadable: 0, failed: 0 });
    expect(harness.detections).toHaveLength(1);
  });

  it.each([null, {}, { columns: { mt5AccountId: [] } }, { updates: [] }])(
    'given data that is not a batch or holds none (%j), when judged, then nothing is read',
    (data) => {
      const harness = bookWith(SPEC_RULE_SET);
      expect(judge(harness, data)).toEqual({ read: false, unreadable: 0, failed: 0 });
    },
  );
});
