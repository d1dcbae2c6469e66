import type { z } from 'zod';
import type { warningRaised } from '@prop/contracts/events/risk';
import { RULE_TITLES } from '@prop/contracts/rule-words';
import type { BrevoEmail } from '../brevo/brevo-types.ts';
import { type TraderEmailInput, traderEmail } from './trader-email.ts';

/** What the email tells of a warning: the account, the limit, how much of it is used. */
export type RiskWarning = Pick<
  z.output<typeof warningRaised.data>,
  'mt5AccountId' | 'rule' | 'level' | 'current' | 'limit' | 'unit'
>;

/** '4.0% of 5%' for a loss, which risk measures in percent of the deposit; '8 of 10 lots' otherwise. */
function usedOfLimit({ current, limit, unit }: RiskWarning): string {
  return unit === 'percent' ? `${current.toFixed(1)}% of ${limit}%` : `${current} of ${limit} ${unit}`;
}

/**
 * Warns a trader that an account has used most of a loss limit, while there is still room to act.
 * The event does not say whether the limit is hard or soft, so the email says what a hard one does.
 */
export function riskWarningEmail(input: TraderEmailInput & { warning: RiskWarning }): BrevoEmail {
  const { warning } = input;
  const limitName = `${RULE_TITLES[warning.rule].toLowerCase()} limit`;
  return traderEmail(input, {
    subject: `Your account is at ${warning.level}% of its ${limitName}`,
    paragraphs: [
      `Your account ${warning.mt5AccountId} has reached ${warning.level}% of its ${limitName}: ${usedOfLimit(warning)} used.`,
      'At 100% the limit is broken. If it is a hard limit, the account is breached and can no longer trade.',
    ],
    link: {
      path: '/dashboard',
      label: 'See your trading objectives on the dashboard',
      fallback: 'Sign in to your dashboard to see your trading objectives.',
    },
    tag: 'risk-warning',
  });
}
