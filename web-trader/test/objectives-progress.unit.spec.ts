import { describe, expect, it } from 'vitest';
import { progressShare } from '../src/features/objectives/utils/objective-progress.ts';

describe('how far an objective has come', () => {
  it('given a target partly reached, then the share is current over target', () => {
    expect(progressShare({ kind: 'target', current: 3.2, limit: 10 })).toBeCloseTo(0.32);
    expect(progressShare({ kind: 'target', current: 2, limit: 4 })).toBe(0.5);
  });

  it('given a loss beyond its limit, then the bar is full, not beyond', () => {
    expect(progressShare({ kind: 'limit', current: 5.4, limit: 5 })).toBe(1);
  });

  it('given a profit below zero, then the bar is empty', () => {
    expect(progressShare({ kind: 'target', current: -1.5, limit: 10 })).toBe(0);
  });

  it('given a condition or a line of zero, then there is no bar', () => {
    expect(progressShare({ kind: 'condition', current: 30, limit: 30 })).toBeNull();
    expect(progressShare({ kind: 'limit', current: 0, limit: 0 })).toBeNull();
  });
});
