import type { AdminProgram, Program } from '@prop/contracts/program';
import { SEED_PROGRAMS } from '@prop/contracts/program';
import { describe, expect, it } from 'vitest';
import { earlierVersions, phasesLine, sizeLine } from '../src/features/programs/utils/program-summary.ts';

const twoStep = SEED_PROGRAMS.find(({ id }) => id === 'two-step') as Omit<Program, 'createdAt'>;
const version = (number: number): Program => ({
  ...twoStep,
  version: number,
  createdAt: `2026-0${number}-01T00:00:00Z`,
});

describe('program summaries on the admin programs list', () => {
  it('given the Two-Step Challenge, then its phases read in order', () => {
    expect(phasesLine(twoStep)).toBe('Phase 1 → Phase 2 → Funded');
  });

  it('given a size, then it reads as its funding for its price in euro', () => {
    expect(sizeLine({ amount: 10000, price: '139.00' })).toBe('€10,000 for €139.00');
    expect(sizeLine({ amount: 25000, price: '249.5' })).toBe('€25,000 for €249.50');
  });

  it.each([
    ['lists the latest among its versions', [version(3), version(2), version(1)]],
    ['lists only the earlier ones', [version(2), version(1)]],
    ['lists them oldest first', [version(1), version(2), version(3)]],
  ])(
    'given a server that %s, then the earlier versions are the ones before the latest, newest first',
    (_how, versions) => {
      const program: AdminProgram = { latest: version(3), versions };
      expect(earlierVersions(program).map(({ version: number }) => number)).toEqual([2, 1]);
    },
  );
});
