import { describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port.mjs';

describe('the test platforms’ free ports', () => {
  it('are distinct and below Linux’s ephemeral range, so no outgoing connection takes one before its service binds it', async () => {
    const ports: number[] = [];
    for (let pick = 0; pick < 300; pick += 1) ports.push(await freePort());
    expect(new Set(ports).size).toBe(300);
    expect(Math.min(...ports)).toBeGreaterThanOrEqual(20_000);
    expect(Math.max(...ports)).toBeLessThan(32_768);
  });
});
