import { WITHDRAWAL_WEEKDAY } from '@prop/contracts/constants';
import { formatEuro, formatMoney } from '@prop/contracts/money';
import type { PayoutCondition, PayoutConditionsReply } from '@prop/contracts/payout-conditions';
import type { EligibilityCondition, EligibilityConditionName, WithdrawalEligibility } from '@prop/contracts/withdrawal';
import { WITHDRAWAL_MESSAGES } from '@prop/contracts/withdrawal-messages';
import { MINIMUM_PROFIT_CENTS, meetsMinimumProfit } from './profit-share.ts';
import type { readSnapshot, Refusal } from './withdrawal-rules.ts';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** What the server knows when it judges a request, before the amounts the trader sent. */
export interface EligibilityFacts {
  withdrawalDay: boolean;
  pending: boolean;
  /** A payment dispute froze the account. */
  frozen: boolean;
  /** The account as a request would be judged on it. */
  reading: ReturnType<typeof readSnapshot>;
  /** The conditions of the account's rule pack, as risk judged them. */
  pack: PayoutCondition[];
  /** The trader's share of the profit, percent: what the card shows and a request is paid at. */
  sharePercent: number;
}

const PACK_CONDITIONS: Record<PayoutCondition['rule'], EligibilityConditionName> = {
  funded_phase: 'funded_account',
  min_trading_days: 'trading_days',
  consistency: 'consistency',
  open_violations: 'no_open_violations',
};

function packText({ rule, current, limit }: PayoutCondition): string {
  switch (rule) {
    case 'funded_phase':
      return 'A funded account (an evaluation phase pays no profit share)';
    case 'min_trading_days':
      return `At least ${limit} trading ${limit === 1 ? 'day' : 'days'} (${current} so far)`;
    case 'consistency':
      return `Best day at most ${limit}% of total profit (now ${current}%)`;
    case 'open_violations':
      return current > 0 ? `No open rule violations (${current} open)` : 'No open rule violations';
  }
}

function profitCondition(reading: EligibilityFacts['reading']): EligibilityCondition {
  if ('refusal' in reading) {
    return { condition: 'profit', met: false, text: `Profit of at least ${formatEuro(MINIMUM_PROFIT_CENTS)}` };
  }
  const { amount, currency } = reading.current;
  return {
    condition: 'profit',
    met: meetsMinimumProfit(amount),
    text: `Profit of at least ${formatMoney(MINIMUM_PROFIT_CENTS, currency)} (now ${formatMoney(amount, currency)})`,
  };
}

/** The pack's conditions as the trader reads them, in risk's order. */
export function packConditions(pack: PayoutCondition[]): EligibilityCondition[] {
  return pack.map((condition) => ({
    condition: PACK_CONDITIONS[condition.rule],
    met: condition.met,
    text: packText(condition),
  }));
}

/**
 * Every condition a withdrawal request is judged by, met or not: the spec's three, no open payment
 * dispute while one froze the account (only then: a trader never disputed is not told of disputes),
 * then those of the account's pack. Eligible when all are met.
 */
export function withdrawalEligibility(facts: EligibilityFacts): WithdrawalEligibility {
  const conditions: EligibilityCondition[] = [
    profitCondition(facts.reading),
    { condition: 'no_pending', met: !facts.pending, text: 'No withdrawal request under review' },
    {
      condition: 'withdrawal_day',
      met: facts.withdrawalDay,
      text: `Today is the withdrawal day (${WEEKDAYS[WITHDRAWAL_WEEKDAY]})`,
    },
    ...(facts.frozen ? [{ condition: 'no_dispute' as const, met: false, text: WITHDRAWAL_MESSAGES.noDispute }] : []),
    ...packConditions(facts.pack),
  ];
  return { eligible: conditions.every(({ met }) => met), conditions, profitSharePercent: facts.sharePercent };
}

/** Risk's answer: its conditions, none when risk follows no account of the trader (yet), or no answer to be had. */
export function packConditionsOf(
  reply: PayoutConditionsReply,
): { refusal: Refusal } | { conditions: PayoutCondition[] } {
  if (reply.found) return { conditions: reply.conditions };
  if (reply.error) return { refusal: { kind: 'unavailable', message: WITHDRAWAL_MESSAGES.rulesUnavailable } };
  return { conditions: [] };
}

/** A request is refused by the first pack condition not met, in the words the list shows. */
export function packRefusal(reply: PayoutConditionsReply): Refusal | null {
  const pack = packConditionsOf(reply);
  if ('refusal' in pack) return pack.refusal;
  const unmet = packConditions(pack.conditions).find(({ met }) => !met);
  return unmet ? { kind: 'rule', message: unmet.text } : null;
}
