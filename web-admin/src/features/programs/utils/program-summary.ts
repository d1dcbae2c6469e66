import { formatMoney } from '@prop/contracts/money';
import type { AdminProgram, Program, ProgramSize, ReviewMode } from '@prop/contracts/program';

export const REVIEW_LABELS: Record<ReviewMode, string> = { manual: 'Manual', automatic: 'Automatic' };

/** 'Phase 1 → Phase 2 → Funded'. */
export function phasesLine(program: Pick<Program, 'phases'>): string {
  return program.phases.map(({ name }) => name).join(' → ');
}

/** '€10,000 for €139.00': sizes and prices are in euro. */
export function sizeLine(size: ProgramSize): string {
  return `${formatMoney(size.amount, 'EUR').replace(/\.00$/, '')} for ${formatMoney(Number(size.price), 'EUR')}`;
}

/** The versions before the latest, newest first, whether or not the server lists the latest among them. */
export function earlierVersions(program: AdminProgram): Program[] {
  return program.versions
    .filter(({ version }) => version < program.latest.version)
    .sort((a, b) => b.version - a.version);
}
