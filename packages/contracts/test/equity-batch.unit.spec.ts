import { describe, expect, it } from 'vitest';
import { batchUpdatesOf, equityBatch, equityColumnsOf, equityUpdated } from '../src/events/accounts.ts';

const update = (mt5AccountId: string, equity: string) => ({
  userId: '7b1c3a52-4c1e-4b8e-9a43-0f5b1d9c2e11',
  accountId: null,
  mt5AccountId,
  balance: '10000.00',
  equity,
  floatingPnL: '0.00',
  currency: 'USD',
  at: '2026-11-30T10:00:00.000Z',
});

/** As a reader gets it: through the JSON text. */
const received = (data: unknown): unknown => JSON.parse(JSON.stringify(data));

describe('an equity batch', () => {
  it('given updates in columns, when read back from the text, then each update is the one sent, in order', () => {
    const sent = [update('mt5-1', '10000.00'), { ...update('mt5-2', '9950.50'), userId: null }];

    const data = received(equityBatch.data.parse({ columns: equityColumnsOf(sent) }));

    expect(batchUpdatesOf(data).map((item) => equityUpdated.data.parse(item))).toEqual(sent);
    expect(equityBatch.version).toBe(2);
    expect(equityBatch.partitionKey?.(equityBatch.data.parse(data))).toBe('mt5-1');
  });

  it('given columns of different lengths, when parsed by the contract, then it is refused', () => {
    const columns = equityColumnsOf([update('mt5-1', '10000.00'), update('mt5-2', '10000.00')]);
    columns.equity.pop();

    const result = equityBatch.data.safeParse({ columns });

    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('every column holds one value for each update');
  });

  it('given a short column, when its updates are read, then only the updates it does not reach are unreadable', () => {
    const columns = equityColumnsOf([update('mt5-1', '10000.00'), update('mt5-2', '9990.00')]);
    columns.equity.pop();

    const results = batchUpdatesOf(received({ columns })).map((item) => equityUpdated.data.safeParse(item).success);

    expect(results).toEqual([true, false]);
  });

  it('given a batch of version 1 (a list of updates, as the stream still holds from before an upgrade), when read, then its updates are read', () => {
    const sent = [update('mt5-1', '10000.00')];

    expect(batchUpdatesOf(received({ updates: sent })).map((item) => equityUpdated.data.parse(item))).toEqual(sent);
  });

  it.each([null, 'text', {}, { columns: null }, { columns: { equity: ['1.00'] } }, { updates: 'none' }])(
    'given data that is not a batch (%j), when read, then it has no updates',
    (data) => {
      expect(batchUpdatesOf(data)).toEqual([]);
    },
  );
});
