import { SEED_PROGRAMS } from '@prop/contracts/program';
import { describe, expect, it } from 'vitest';
import { auditedVersion, programVersionOf } from '../src/domain/program-version.ts';
import { programInput } from './program-input.ts';

describe('programVersionOf', () => {
  it('names each phase pack after the program and the phase, numbered like the version', () => {
    const version = programVersionOf('swing', 3, programInput());
    expect(version.phases.map(({ name, rulePack }) => [name, rulePack.id, rulePack.version])).toEqual([
      ['Phase 1', 'swing/1', 3],
      ['Phase 2', 'swing/2', 3],
      ['Funded', 'swing/3', 3],
    ]);
    expect(version).toMatchObject({ id: 'swing', version: 3, name: 'Two-Step Challenge', profitSharePercent: 80 });
  });

  it('gives back each seeded program when fed its own edit at version 1', () => {
    for (const seed of SEED_PROGRAMS) expect(programVersionOf(seed.id, 1, programInput({}, seed.id))).toEqual(seed);
  });
});

describe('auditedVersion', () => {
  it('keeps the fields an admin reads at a glance, phases and sizes in words', () => {
    expect(auditedVersion(programVersionOf('two-step', 2, programInput()))).toEqual({
      version: 2,
      name: 'Two-Step Challenge',
      active: true,
      review: 'manual',
      profitSharePercent: 80,
      phases: 'Phase 1, Phase 2, Funded',
      sizes: '10000 for 89.00, 25000 for 179.00, 50000 for 299.00, 100000 for 499.00',
    });
  });
});
