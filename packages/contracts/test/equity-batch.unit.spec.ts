import { describe, expect, it } from 'vitest';
import {
  batchUpdatesOf,
  equityBatch,
  equityBatchReaderOf,
  equityColumnsOf,
  equityUpdated,
} from '../src/events/equity-batch.ts';

const USER = '7b1c3a52-4c1e-4b8e-9a43-0f5b1d9c2e11';
const AT = '2026-11-30T10:00:00.000Z';

/** An update as readers get it, its floating P&L its equity less its balance. */
const update = (mt5AccountId: string, equity: string, floatingPnL: string) => ({
  userId: USER,
  accountId: null,
  mt5AccountId,
  balance: '10000.00',
  equity,
  floatingPnL,
  currency: 'USD',
  at: AT,
});

/** As a reader gets it: through the JSON text. */
const received = (data: unknown): unknown => JSON.parse(JSON.stringify(data));

const parsedUpdatesOf = (data: unknown) => batchUpdatesOf(data).map((item) => equityUpdated.data.parse(item));

describe('an equity batch', () => {
  it('given updates, when sent in columns and read back from the text, then each update is the one sent, in order, its floating P&L made from its figures', () => {
    const sent = [update('mt5-1', '10000.00', '0.00'), { ...update('mt5-2', '9950.50', '-49.50'), userId: null }];

    const data = received(equityBatch.data.parse({ columns: equityColumnsOf(sent) }));

    expect(parsedUpdatesOf(data)).toEqual(sent);
    expect(equityBatch.version).toBe(4);
    expect(equityBatch.partitionKey?.(equityBatch.data.parse(data))).toBe('mt5-1');
  });

  it('given updates that share a value, when packed, then that column carries it once, the figures as cents and no floating P&L', () => {
    const sent = [
      update('mt5-1', '10000.00', '0.00'),
      update('mt5-2', '9950.50', '-49.50'),
      update('mt5-3', '10200.07', '200.07'),
    ];

    const columns = equityColumnsOf(sent);

    expect(columns).toEqual({
      userId: USER,
      accountId: null,
      mt5AccountId: ['mt5-1', 'mt5-2', 'mt5-3'],
      balanceCents: 1_000_000,
      equityCents: [1_000_000, 995_050, 1_020_007],
      currency: 'USD',
      at: AT,
    });
    expect(parsedUpdatesOf(received(equityBatch.data.parse({ columns })))).toEqual(sent);
  });

  it('given an update whose floating P&L is not its equity less its balance, when put in columns, then it is refused: the batch could not carry it', () => {
    expect(() => equityColumnsOf([update('mt5-1', '9950.50', '-12.00')])).toThrow(
      'a batch carries no floating P&L but equity less balance: -12.00',
    );
  });

  it('given one update, when packed, then its MT5 account is still a list: the batch’s count', () => {
    const columns = equityColumnsOf([update('mt5-1', '10000.00', '0.00')]);

    expect(columns.mt5AccountId).toEqual(['mt5-1']);
    expect(batchUpdatesOf(received({ columns }))).toHaveLength(1);
  });

  it('given a batch of version 3 (figures as text, shared values once), when read, then its updates and their cents are read', () => {
    const sent = [update('mt5-1', '10000.00', '0.00'), update('mt5-2', '9950.50', '-49.50')];
    const columns = {
      userId: USER,
      accountId: null,
      mt5AccountId: ['mt5-1', 'mt5-2'],
      balance: '10000.00',
      equity: ['10000.00', '9950.50'],
      floatingPnL: ['0.00', '-49.50'],
      currency: 'USD',
      at: AT,
    };

    const reader = equityBatchReaderOf(received({ columns }));

    expect(parsedUpdatesOf(received({ columns }))).toEqual(sent);
    expect([0, 1].map(reader?.cents('equity') ?? (() => null))).toEqual([1_000_000, 995_050]);
    expect([0, 1].map(reader?.cents('balance') ?? (() => null))).toEqual([1_000_000, 1_000_000]);
  });

  it('given a batch of version 2 (every column a list, as the stream still holds from before an upgrade), when read, then its updates are read', () => {
    const sent = [update('mt5-1', '10000.00', '0.00'), update('mt5-2', '10000.00', '0.00')];
    const columns = Object.fromEntries(
      Object.keys(sent[0] ?? {}).map((name) => [name, sent.map((item) => item[name as keyof typeof item])]),
    );

    expect(parsedUpdatesOf(received({ columns }))).toEqual(sent);
  });

  it('given a batch of version 1 (a list of updates, as the stream still holds from before an upgrade), when read, then its updates are read', () => {
    const sent = [update('mt5-1', '10000.00', '0.00')];

    expect(parsedUpdatesOf(received({ updates: sent }))).toEqual(sent);
  });

  it('given columns of different lengths, when parsed by the contract, then it is refused', () => {
    const columns = equityColumnsOf([update('mt5-1', '10000.00', '0.00'), update('mt5-2', '9990.00', '-10.00')]);

    const result = equityBatch.data.safeParse({ columns: { ...columns, equityCents: [1_000_000] } });

    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('every column holds one value for each update');
  });

  it('given a short column, when its updates are read, then only the updates it does not reach are unreadable', () => {
    const columns = equityColumnsOf([update('mt5-1', '10000.00', '0.00'), update('mt5-2', '9990.00', '-10.00')]);

    const results = batchUpdatesOf(received({ columns: { ...columns, equityCents: [1_000_000] } })).map(
      (item) => equityUpdated.data.safeParse(item).success,
    );

    expect(results).toEqual([true, false]);
  });

  it.each([
    ['a fraction of a cent', 99.5],
    ['text', '10000.00'],
    ['beyond exact whole numbers', 2 ** 53],
  ])(
    'given a figure in cents that is %s, when read, then it has no cents and its update is refused by the contract',
    (_, value) => {
      const columns = { ...equityColumnsOf([update('mt5-1', '10000.00', '0.00')]), equityCents: value };

      const reader = equityBatchReaderOf(received({ columns }));

      expect(reader?.cents('equity')(0)).toBeUndefined();
      expect(reader?.cents('balance')(0)).toBe(1_000_000);
      expect(equityUpdated.data.safeParse(reader?.update(0)).success).toBe(false);
    },
  );

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
