import { BREACH_RULES, type BreachRule, type DrawdownBreach } from '@prop/contracts/breach';
import { adminLabel, formatDateTime } from '../../../lib/format.ts';
import { ruleLabel } from './evidence-chart.ts';

/** The texts of a breach reversal: one admin asks, a different one approves. */
export const REVERSAL_TEXTS = {
  request: 'Request reversal',
  approve: 'Approve reversal',
  sameAdmin: 'A second admin must approve',
  requestFailed: 'Failed to request reversal',
  approveFailed: 'Failed to approve reversal',
} as const;

export interface ReversalView {
  /** 'Reversal requested by {You | Admin xxxxxxxx} at {time}: {reason}', or null when none waits. */
  line: string | null;
  /** Whether a reversal may be asked for: not while one waits. */
  canRequest: boolean;
  /** Whether a waiting reversal shows its Approve button. */
  canApprove: boolean;
  /** Why the current admin may not approve (they asked for it), or null when they may. */
  approveBlocked: string | null;
}

/** How a breach in the active list shows its reversal to the admin looking at it. */
export function reversalView(breach: DrawdownBreach, currentAdminId: string | undefined): ReversalView {
  const reversal = breach.reversal;
  if (!reversal) return { line: null, canRequest: true, canApprove: false, approveBlocked: null };
  return {
    line: `Reversal requested by ${adminLabel(reversal.requestedBy, currentAdminId)} at ${formatDateTime(reversal.requestedAt)}: ${reversal.reason}`,
    canRequest: false,
    canApprove: true,
    approveBlocked: reversal.requestedBy === currentAdminId ? REVERSAL_TEXTS.sameAdmin : null,
  };
}

function isBreachRule(rule: string): rule is BreachRule {
  return (BREACH_RULES as readonly string[]).includes(rule);
}

/** The broken rule's name for the breach's badge; null from an older server or for a rule this app does not know. */
export function breachRuleLabel(rule: string | undefined): string | null {
  return rule !== undefined && isBreachRule(rule) ? ruleLabel(rule) : null;
}
