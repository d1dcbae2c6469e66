import { Text } from '@react-email/components';
import { BREACH_RULES } from '@prop/contracts/breach';
import { warningRaised } from '@prop/contracts/events/risk';
import { RULE_TITLES } from '@prop/contracts/rule-words';
import { z } from 'zod';
import { EmailLayout, formatWhen } from './layout.tsx';
import { defineTemplate, greetingFor, REASONS } from './template.ts';

const ruleName = (rule: string) =>
  rule === 'max_drawdown' ? 'Maximum drawdown' : (RULE_TITLES[rule as keyof typeof RULE_TITLES] ?? rule);

/** A warning is news, not state marketing keeps, so its figures travel with the job. */
export const riskWarningData = warningRaised.data.pick({
  mt5AccountId: true,
  rule: true,
  level: true,
  current: true,
  limit: true,
  unit: true,
});
export type RiskWarning = z.output<typeof riskWarningData>;

/** '4.0% of 5%' for a loss, which risk measures in percent of the deposit; '8 of 10 lots' otherwise. */
function usedOfLimit({ current, limit, unit }: RiskWarning): string {
  return unit === 'percent' ? `${current.toFixed(1)}% of ${limit}%` : `${current} of ${limit} ${unit}`;
}

/**
 * Warns a trader that an account has used most of a loss limit, while there is still room to act.
 * The event does not say whether the limit is hard or soft, so the e-mail says what a hard one does.
 */
export const riskWarningEmail = defineTemplate({
  data: riskWarningData,
  compose: (warning, context) => {
    const limitName = `${ruleName(warning.rule).toLowerCase()} limit`;
    return {
      subject: `Your account is at ${warning.level}% of its ${limitName}`,
      body: (
        <EmailLayout
          preview={`${usedOfLimit(warning)} used on account ${warning.mt5AccountId}.`}
          heading={`${warning.level}% of your ${limitName} is used`}
          greeting={greetingFor(context)}
          action={{ label: 'See your trading objectives on the dashboard', href: `${context.appUrl}/dashboard` }}
          reason={REASONS.account}
        >
          <Text>
            Your account {warning.mt5AccountId} has reached {warning.level}% of its {limitName}: {usedOfLimit(warning)}{' '}
            used.
          </Text>
          <Text>
            At 100% the limit is broken. If it is a hard limit, the account is breached and can no longer trade.
          </Text>
        </EmailLayout>
      ),
    };
  },
});

/** A hard rule was broken: the account is breached and trades no more. */
export const breachEmail = defineTemplate({
  data: z.object({
    mt5AccountId: z.string(),
    rule: z.enum(BREACH_RULES),
    breachPercentage: z.number(),
    breachedAt: z.string(),
  }),
  compose: ({ mt5AccountId, rule, breachPercentage, breachedAt }, context) => ({
    subject: `Your account ${mt5AccountId} has breached its ${ruleName(rule).toLowerCase()} rule`,
    body: (
      <EmailLayout
        preview={`Account ${mt5AccountId} can no longer trade.`}
        heading="Your account is breached"
        greeting={greetingFor(context)}
        action={{ label: 'See the breach on your dashboard', href: `${context.appUrl}/dashboard` }}
        reason={REASONS.account}
      >
        <Text>
          On {formatWhen(breachedAt)} your account {mt5AccountId} broke its {ruleName(rule).toLowerCase()} rule (
          {breachPercentage.toFixed(2)}%). The account can no longer trade.
        </Text>
        <Text>If you believe this is a mistake, open a ticket in the Help Desk and our team will review it.</Text>
      </EmailLayout>
    ),
  }),
});
