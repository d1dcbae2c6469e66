import { describe, expect, it } from 'vitest';
import { createOnce, requestDigest, uniqueViolation } from '../src/idempotency.ts';

type Row = { id: number; request_digest: string | null };

describe('creating once per idempotency key', () => {
  const keyClash = Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'things_idempotency' });

  it('fingerprints a request whatever the order of its fields', () => {
    expect(requestDigest({ a: 1, b: { c: 2, d: [1, 2] } })).toBe(requestDigest({ b: { d: [1, 2], c: 2 }, a: 1 }));
    expect(requestDigest({ a: 1 })).not.toBe(requestDigest({ a: 2 }));
  });

  it('creates without a key, and with a new key', async () => {
    let created = 0;
    const steps = {
      find: async () => undefined,
      create: async () => ({ id: ++created, request_digest: 'd' }),
      constraint: 'things_idempotency',
    };
    expect(await createOnce(null, steps)).toEqual({ id: 1, request_digest: 'd' });
    expect(await createOnce({ key: 'k', digest: 'd' }, steps)).toEqual({ id: 2, request_digest: 'd' });
  });

  it('gives the first row again for the same key and request, and refuses another request under it', async () => {
    const earlier: Row = { id: 7, request_digest: 'same' };
    const steps = {
      find: async () => earlier,
      create: async (): Promise<Row> => expect.unreachable('created twice'),
      constraint: 'things_idempotency',
    };
    expect(await createOnce({ key: 'k', digest: 'same' }, steps)).toBe(earlier);
    await expect(createOnce({ key: 'k', digest: 'other' }, steps)).rejects.toMatchObject({
      message: 'This Idempotency-Key was already used for a different request',
    });
  });

  it('lets the loser of a race read the winner’s row at the unique index, and rethrows anything else', async () => {
    const winner: Row = { id: 1, request_digest: 'd' };
    let lookups = 0;
    const racing = {
      find: async () => (lookups++ === 0 ? undefined : winner),
      create: async (): Promise<Row> => {
        throw keyClash;
      },
      constraint: 'things_idempotency',
    };
    expect(await createOnce({ key: 'k', digest: 'd' }, racing)).toBe(winner);
    const failing = {
      ...racing,
      find: async () => undefined,
      create: async (): Promise<Row> => Promise.reject(new Error('db down')),
    };
    await expect(createOnce({ key: 'k', digest: 'd' }, failing)).rejects.toThrow('db down');
    expect(uniqueViolation(keyClash, 'things_idempotency')).toBe(true);
    expect(uniqueViolation(keyClash, 'other_index')).toBe(false);
  });
});
