import { describe, expect, it } from 'vitest';
import { inOrderPerKey } from '../src/in-order-per-key.ts';

const settle = (ms: number, value: string, log: string[]) =>
  new Promise<string>((resolve) =>
    setTimeout(() => {
      log.push(value);
      resolve(value);
    }, ms),
  );

describe('tasks in order per key', () => {
  it('given a slow task then a fast one of the same key, then the fast one waits for the slow one', async () => {
    const run = inOrderPerKey();
    const log: string[] = [];
    await Promise.all([run('a', () => settle(30, 'a80', log)), run('a', () => settle(1, 'a90', log))]);
    expect(log).toEqual(['a80', 'a90']);
  });

  it('given tasks of two keys, then one key does not wait for the other', async () => {
    const run = inOrderPerKey();
    const log: string[] = [];
    await Promise.all([run('a', () => settle(30, 'a', log)), run('b', () => settle(1, 'b', log))]);
    expect(log).toEqual(['b', 'a']);
  });

  it('given a failing task, then its caller sees the failure and the next task of the key still runs', async () => {
    const run = inOrderPerKey();
    const log: string[] = [];
    const failing = run('a', () => Promise.reject(new Error('write failed')));
    const next = run('a', () => settle(1, 'after', log));
    await expect(failing).rejects.toThrow('write failed');
    expect(await next).toBe('after');
  });
});
