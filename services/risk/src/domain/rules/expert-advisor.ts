import type { RuleOf } from '@prop/contracts/rule-pack';
import type { Deal } from '@prop/contracts/trading';
import { opensPosition } from './deal-entries.ts';
import { offendersVerdict, type Verdict } from './verdict.ts';

export interface ExpertAdvisorInputs {
  deals: Pick<Deal, 'id' | 'entryType' | 'reason' | 'magic'>[];
}

/**
 * No entry deal placed by an expert advisor: MT5 marks one with reason EXPERT, and an EA's orders
 * carry its non-zero magic number. Exits are not judged: a stop loss closing a manual trade is fine.
 */
export function judgeExpertAdvisor(rule: RuleOf<'expert_advisor'>, { deals }: ExpertAdvisorInputs): Verdict {
  const placed = deals.filter(
    (deal) => opensPosition(deal) && (deal.reason === 'DEAL_REASON_EXPERT' || deal.magic !== 0),
  );
  return offendersVerdict(
    'expert_advisor',
    rule.severity,
    'deals',
    placed.map((deal) => deal.id),
  );
}
