import { checkBreach } from '../breaches/check-breach.ts';
import type { RiskContext } from '../context.ts';
import { loadPayoutConditions } from '../rpc/load-payout-conditions.ts';
import { loadObjectives } from '../views/account-objectives.ts';
import { loadOwnViolations } from '../views/account-violations.ts';
import { loadOwnBreachEvidence } from '../views/breach-evidence.ts';
import type { OwnerViews } from './owner-views.ts';

/** Every view of a trader's own account that reads its live state, by name (asked of its owner). */
export function traderViews(ctx: () => RiskContext) {
  return {
    objectives: (userId: string) => loadObjectives(ctx(), userId),
    violations: (userId: string) => loadOwnViolations(ctx(), userId),
    breachEvidence: (userId: string) => loadOwnBreachEvidence(ctx(), userId),
    breachCheck: (userId: string) => checkBreach(ctx(), userId),
    payoutConditions: (userId: string) => loadPayoutConditions(ctx(), userId),
  };
}

export type RiskOwnerViews = OwnerViews<ReturnType<typeof traderViews>>;
