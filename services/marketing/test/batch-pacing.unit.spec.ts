import { describe, expect, it } from 'vitest';
import { pauseAfterBatch } from '../src/domain/batch-pacing.ts';

describe('pacing a sync under Brevo rate limit', () => {
  it('given a full batch done quickly, pauses for the rest of its second', () => {
    expect(pauseAfterBatch({ size: 10, perSecond: 10, elapsedMs: 150 })).toBe(850);
  });

  it('given a batch that took longer than its budget, does not pause', () => {
    expect(pauseAfterBatch({ size: 10, perSecond: 10, elapsedMs: 1400 })).toBe(0);
  });

  it('given a short last batch, pauses only for its share of the second', () => {
    expect(pauseAfterBatch({ size: 3, perSecond: 10, elapsedMs: 100 })).toBe(200);
  });
});
