import { describe, expect, it } from 'vitest';
import { leaseHolder, pidOfHolder } from '../src/lease-holder.ts';

describe('who holds a lease', () => {
  it('a named replica succeeds an earlier process of its name, and no one else', () => {
    const holder = leaseHolder('risk-0');
    expect(holder.id).toMatch(/^risk-0__\d+-[0-9a-f]{8}$/);
    expect(holder.succeeds('risk-0__4242-0123abcd')).toBe(true);
    expect(holder.succeeds(holder.id)).toBe(false);
    expect(holder.succeeds('risk-1__4242-0123abcd')).toBe(false);
    // A longer name that begins with this one is another replica's.
    expect(holder.succeeds('risk-0__1__4242-0123abcd')).toBe(false);
    expect(holder.succeeds('risk-0-b__4242-0123abcd')).toBe(false);
  });

  it('an unnamed replica (the host name, shared on one machine) succeeds no one', () => {
    const holder = leaseHolder();
    const sameHost = holder.id.replace(/__\d+-[0-9a-f]{8}$/, '__4242-0123abcd');
    expect(sameHost).not.toBe(holder.id);
    expect(holder.succeeds(sameHost)).toBe(false);
  });

  it('keeps the name a valid key token', () => {
    expect(leaseHolder('pod.name:with/odd chars').id).toMatch(/^pod_name_with_odd_chars__\d+-[0-9a-f]{8}$/);
  });

  it('reads the process id back from a holder, and none from what is not one', () => {
    expect(pidOfHolder(leaseHolder('risk-0').id)).toBe(process.pid);
    expect(pidOfHolder(leaseHolder().id)).toBe(process.pid);
    expect(pidOfHolder('risk-0__1__4242-0123abcd')).toBe(4242);
    for (const other of ['vm-4242-0123abcd', 'risk-0__4242', 'risk-0__x-0123abcd', '']) {
      expect(pidOfHolder(other)).toBeUndefined();
    }
  });
});
