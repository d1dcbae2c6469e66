import { describe, expect, it } from 'vitest';
import {
  batchUpdatesOf,
  emptyEquityColumns,
  equityBatch,
  equityColumnsOf,
  equityUpdated,
  pushEquityUpdate,
} from '../src/events/accounts.ts';

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
    expect(equityBatch.version).toBe(3);
    expect(equityBatch.partitionKey?.(equityBatch.data.parse(data))).toBe('mt5-1');
  });

  it('given updates that share a value, when packed, then that column carries it once and every update still reads it', () => {
    const sent = [update('mt5-1', '10000.00'), update('mt5-2', '9950.50'), update('mt5-3', '9900.00')];

    const columns = equityColumnsOf(sent);

    expect(columns).toEqual({
      userId: sent[0]?.userId,
      accountId: null,
      mt5AccountId: ['mt5-1', 'mt5-2', 'mt5-3'],
      balance: '10000.00',
      equity: ['10000.00', '9950.50', '9900.00'],
      floatingPnL: '0.00',
      currency: 'USD',
      at: '2026-11-30T10:00:00.000Z',
    });
    const data = received(equityBatch.data.parse({ columns }));
    expect(batchUpdatesOf(data).map((item) => equityUpdated.data.parse(item))).toEqual(sent);
  });

  it('given one update, when packed, then its MT5 account is still a list: the batch’s count', () => {
    const columns = equityColumnsOf([update('mt5-1', '10000.00')]);

    expect(columns.mt5AccountId).toEqual(['mt5-1']);
    expect(batchUpdatesOf(received({ columns }))).toHaveLength(1);
  });

  it('given a batch of version 2 (every column a list, as the stream still holds from before an upgrade), when read, then its updates are read', () => {
    const sent = [update('mt5-1', '10000.00'), update('mt5-2', '10000.00')];
    const columns = emptyEquityColumns();
    for (const item of sent) pushEquityUpdate(columns, item);

    expect(equityBatch.data.safeParse(received({ columns })).success).toBe(true);
    expect(batchUpdatesOf(received({ columns })).map((item) => equityUpdated.data.parse(item))).toEqual(sent);
  });

  it('given columns of different lengths, when parsed by the contract, then it is refused', () => {
    const columns = equityColumnsOf([update('mt5-1', '10000.00'), update('mt5-2', '9990.00')]);

    const result = equityBatch.data.safeParse({ columns: { ...columns, equity: ['10000.00'] } });

    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('every column holds one value for each update');
  });

  it('given a short column, when its updates are read, then only the updates it does not reach are unreadable', () => {
    const columns = equityColumnsOf([update('mt5-1', '10000.00'), update('mt5-2', '9990.00')]);

    const results = batchUpdatesOf(received({ columns: { ...columns, equity: ['10000.00'] } })).map(
      (item) => equityUpdated.data.safeParse(item).success,
    );

    expect(results).toEqual([true, false]);
  });

  it('given a batch of version 1 (a list of updates, as the stream still holds from before an upgrade), when read, then its updates are read', () => {
    const sent = [update('mt5-1', '10000.00')];

    expect(batchUpdatesOf(received({ updates: sent })).map((item) => equityUpdated.data.parse(item))).toEqual(sent);
  });

  it.each([
    null,
    'text',
    {},
    { columns: null },
    { columns: { equity: ['1.00'] } },
    { columns: { mt5AccountId: 'mt5-1', equity: '1.00' } },
    { updates: 'none' },
  ])('given data that is not a batch (%j), when read, then it has no updates', (data) => {
    expect(batchUpdatesOf(data)).toEqual([]);
  });
});
