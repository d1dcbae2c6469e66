import type { Objective } from '@prop/contracts/rule-pack';

/**
 * How much of a limit is used or of a target reached, 0 to 1; null for a condition, which holds or
 * not, and for a line of zero, which has no share.
 */
export function progressShare(objective: Pick<Objective, 'kind' | 'current' | 'limit'>): number | null {
  const { kind, current, limit } = objective;
  if (kind === 'condition' || limit <= 0) return null;
  return Math.min(1, Math.max(0, current / limit));
}
