import { type Program, type ProgramVersionInput, rulePackIdOf } from '@prop/contracts/program';

/** A version as it is stored and published, before it has its creation time. */
export type ProgramVersion = Omit<Program, 'createdAt'>;

/**
 * The version an admin's edit makes: numbered by the server, each phase's pack named after the
 * program and the phase and numbered like the version, so a pack is known by its id and version.
 */
export function programVersionOf(programId: string, version: number, input: ProgramVersionInput): ProgramVersion {
  return {
    id: programId,
    version,
    name: input.name,
    description: input.description,
    phases: input.phases.map((phase, index) => ({
      name: phase.name,
      kind: phase.kind,
      rulePack: { id: rulePackIdOf(programId, index), version, rules: phase.rules },
    })),
    sizes: input.sizes,
    profitSharePercent: input.profitSharePercent,
    review: input.review,
    active: input.active,
  };
}

/** What the audit log keeps of a version: the fields an admin reads at a glance. */
export function auditedVersion(program: ProgramVersion): Record<string, unknown> {
  return {
    version: program.version,
    name: program.name,
    active: program.active,
    review: program.review,
    profitSharePercent: program.profitSharePercent,
    phases: program.phases.map(({ name }) => name).join(', '),
    sizes: program.sizes.map(({ amount, price }) => `${amount} for ${price}`).join(', '),
  };
}
