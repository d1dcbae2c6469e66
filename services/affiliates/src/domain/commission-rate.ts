/** Where a rate applies: every purchase, a program's, or a funding tier's. */
export const DEFAULT_SCOPE = 'default';
export const scopeOf = (kind: 'program' | 'tier', key: string) => `${kind}:${key}`;

/** The rate of a purchase: its program's, else its tier's, else the default. */
export function rateFor(
  rates: ReadonlyMap<string, number>,
  purchase: { programId: string | null; tierId: string },
): number {
  const program = purchase.programId === null ? undefined : rates.get(scopeOf('program', purchase.programId));
  return program ?? rates.get(scopeOf('tier', purchase.tierId)) ?? rates.get(DEFAULT_SCOPE) ?? 0;
}
