import type { AccountObjectives } from '@prop/contracts/program';
import { describe, expect, it } from 'vitest';
import { offersRetake } from '../src/features/objectives/utils/retake.ts';

const objectives = (kind: 'evaluation' | 'funded', status: 'ok' | 'breached' | 'violated'): AccountObjectives => ({
  program: { id: 'two-step', name: 'Two-Step Challenge', version: 1 },
  phase: { index: 0, name: 'Phase 1', kind },
  rulePack: { id: 'two-step/1', version: 1 },
  objectives: [{ rule: 'max_loss', kind: 'limit', status, current: 10, limit: 10, unit: 'percent' }],
});

describe('the retake of a failed challenge', () => {
  it('given an evaluation phase with a breached rule, then its retake is offered', () => {
    expect(offersRetake(objectives('evaluation', 'breached'))).toBe(true);
  });

  it('given a soft violation or a funded account, then no retake', () => {
    expect(offersRetake(objectives('evaluation', 'violated'))).toBe(false);
    expect(offersRetake(objectives('funded', 'breached'))).toBe(false);
  });
});
