import { describe, expect, it } from 'vitest';
import { countDifferences, createManifest, FORMAT_VERSION, parseManifest } from '../../../scripts/backup/manifest.mjs';

const manifest = createManifest({
  createdAt: new Date('2026-11-25T06:00:00Z'),
  commit: 'abc123',
  namespace: '',
  schemas: { billing: { purchases: 2, outbox: 5 } },
  streams: [
    {
      name: 'BILLING',
      config: { name: 'BILLING', subjects: ['billing.>'] },
      messages: 5,
      consumers: [{ name: 'accounts-purchase-approved', config: {}, ackFloor: 4, handled: 2, pending: 1 }],
    },
  ],
});

describe('backup manifest', () => {
  it('names its format, time and commit, and survives being written and read', () => {
    expect(manifest).toMatchObject({
      formatVersion: FORMAT_VERSION,
      createdAt: '2026-11-25T06:00:00.000Z',
      commit: 'abc123',
    });
    expect(parseManifest(JSON.stringify(manifest))).toEqual(manifest);
  });

  it('refuses a backup of another format, or one that lists nothing', () => {
    expect(() => parseManifest(JSON.stringify({ ...manifest, formatVersion: FORMAT_VERSION + 1 }))).toThrow(
      /format 2 is not the supported format 1/,
    );
    expect(() => parseManifest(JSON.stringify({ formatVersion: FORMAT_VERSION }))).toThrow(/no schemas or streams/);
  });

  it('finds nothing to report when every count matches', () => {
    const restored = {
      schemas: { billing: { purchases: 2, outbox: 5 } },
      streams: { BILLING: { messages: 5, consumers: { 'accounts-purchase-approved': 1 } } },
    };
    expect(countDifferences(manifest, restored)).toEqual([]);
  });

  it('names every row count, stream and consumer that differs or is missing', () => {
    const restored = {
      schemas: { billing: { purchases: 1 } },
      streams: { BILLING: { messages: 4, consumers: { 'accounts-purchase-approved': 3 } } },
    };
    expect(countDifferences(manifest, restored)).toEqual([
      'billing.purchases: 1 rows, expected 2',
      'billing.outbox: missing rows, expected 5',
      'stream BILLING: 4 messages, expected 5',
      'consumer BILLING/accounts-purchase-approved: 3 events to handle, expected 1',
    ]);
    expect(countDifferences(manifest, { schemas: {}, streams: {} })).toContain(
      'stream BILLING: missing messages, expected 5',
    );
  });
});
