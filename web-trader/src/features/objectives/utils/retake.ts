import type { AccountObjectives } from '@prop/contracts/program';

/** A failed challenge offers its retake: an evaluation phase whose account broke a hard rule. */
export function offersRetake({ phase, objectives }: AccountObjectives): boolean {
  return phase.kind === 'evaluation' && objectives.some(({ status }) => status === 'breached');
}
