import { describe, expect, it } from 'vitest';
import { accountLinked, dealRecorded, equityBatch, positionsChanged } from '../src/events/accounts.ts';
import { definitionSubjectOf, partitionSubject, subjectFilterOf, subjectOfEvent } from '../src/events/envelope.ts';
import { allPartitions, partitionKeyOf, partitionOf } from '../src/partitions.ts';

describe('account partitions', () => {
  it('hashes an MT5 account id to the same partition in every process (FNV-1a, fixed values)', () => {
    // Known FNV-1a 32-bit values: a changed hash would move every account at the next release.
    expect(partitionOf('', 1 << 16)).toBe(0x811c9dc5 % (1 << 16));
    expect(partitionOf('a', 2 ** 32 - 1)).toBe(0xe40c292c % (2 ** 32 - 1));
    expect(partitionOf('10000001', 16)).toBe(partitionOf('10000001', 16));
  });

  it('keys an account with an unsigned 32-bit hash whose remainder is its partition at any count', () => {
    expect(partitionKeyOf('a')).toBe(0xe40c292c);
    for (const id of ['10000001', 'sim-42', 'MT5-é-ü']) {
      const key = partitionKeyOf(id);
      expect(Number.isInteger(key) && key >= 0 && key < 2 ** 32).toBe(true);
      for (const partitions of [1, 2, 16, 1024]) expect(key % partitions).toBe(partitionOf(id, partitions));
    }
  });

  it('spreads accounts over every partition', () => {
    const counts = allPartitions(16).map(() => 0);
    for (let id = 0; id < 16_000; id++) {
      const partition = partitionOf(String(50_000_000 + id), 16);
      counts[partition] = (counts[partition] ?? 0) + 1;
    }
    for (const count of counts) expect(count).toBeGreaterThan(800);
    for (const count of counts) expect(count).toBeLessThan(1200);
  });

  it("publishes accounts' per-account events in their MT5 account's partition, link events unpartitioned", () => {
    const partition = partitionOf('777', 16);
    const deal = { userId: null, accountId: null, mt5AccountId: '777' };
    expect(subjectOfEvent(dealRecorded, dealRecorded.data.parse({ ...deal, deal: dealOf() }), 16)).toBe(
      `accounts.deal.recorded.${partition}`,
    );
    expect(partitionSubject(equityBatch, 3)).toBe('ticks.equity.batch.3');
    expect(subjectFilterOf(equityBatch)).toBe('ticks.equity.batch.*');
    expect(subjectFilterOf(positionsChanged)).toBe('accounts.positions.changed.*');
    expect(subjectFilterOf(accountLinked)).toBe('accounts.account.linked');
  });

  it('maps a received subject back to its definition subject', () => {
    const partitioned = new Set([equityBatch.subject]);
    expect(definitionSubjectOf('ticks.equity.batch.7', partitioned)).toBe('ticks.equity.batch');
    expect(definitionSubjectOf('ticks.equity.batch', partitioned)).toBe('ticks.equity.batch');
    expect(definitionSubjectOf('accounts.account.linked', partitioned)).toBe('accounts.account.linked');
  });
});

function dealOf() {
  return {
    id: '1',
    type: 'DEAL_TYPE_BUY',
    entryType: 'DEAL_ENTRY_IN',
    symbol: 'EURUSD',
    volume: 1,
    price: 1.1,
    profit: '0.00',
    commission: '0.00',
    swap: '0.00',
    time: new Date(0).toISOString(),
  };
}
