import { type ProgramVersionInput, SEED_PROGRAMS } from '@prop/contracts/program';

/** An admin's edit as the editor sends it, from a seeded program (Two-Step unless named). */
export function programInput(overrides: Partial<ProgramVersionInput> = {}, seedId = 'two-step'): ProgramVersionInput {
  const seed = SEED_PROGRAMS.find(({ id }) => id === seedId);
  if (!seed) throw new Error(`no seeded program ${seedId}`);
  return {
    name: seed.name,
    description: seed.description,
    phases: seed.phases.map(({ name, kind, rulePack }) => ({ name, kind, rules: rulePack.rules })),
    sizes: seed.sizes,
    profitSharePercent: seed.profitSharePercent,
    review: seed.review,
    active: seed.active,
    ...overrides,
  };
}

/** The edit with other rules for its first phase. */
export function withFirstPhaseRules(
  input: ProgramVersionInput,
  rules: ProgramVersionInput['phases'][number]['rules'],
): ProgramVersionInput {
  return { ...input, phases: input.phases.map((phase, index) => (index === 0 ? { ...phase, rules } : phase)) };
}
