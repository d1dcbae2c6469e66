import { Text } from '@react-email/components';
import { z } from 'zod';
import { EmailLayout, FIRM_NAME } from './layout.tsx';
import { defineTemplate, greetingFor, REASONS } from './template.ts';

/** The identity check's outcome, with the reviewer's reason for a rejection. */
export const kycDecisionEmail = defineTemplate({
  data: z.object({ decision: z.enum(['approved', 'rejected']), reason: z.string().nullable() }),
  compose: ({ decision, reason }, context) => {
    const approved = decision === 'approved';
    return {
      subject: approved ? 'Your identity is verified' : 'Your identity documents were not accepted',
      body: (
        <EmailLayout
          preview={approved ? 'Your identity check is complete.' : 'Please send new identity documents.'}
          heading={approved ? 'Your identity is verified' : 'Your documents were not accepted'}
          greeting={greetingFor(context)}
          action={{ label: 'Open your dashboard', href: `${context.appUrl}/dashboard` }}
          reason={REASONS.account}
        >
          {approved ? (
            <Text>Our team checked your documents and your identity is now verified.</Text>
          ) : (
            <>
              <Text>Our team checked your documents and could not accept them.</Text>
              <Text>Reason: {reason ?? 'no reason was given'}</Text>
              <Text>Please upload new documents from your dashboard.</Text>
            </>
          )}
        </EmailLayout>
      ),
    };
  },
});

/** An admin approved or rejected a withdrawal request. */
export const withdrawalEmail = defineTemplate({
  data: z.object({
    decision: z.enum(['approved', 'rejected']),
    profitShareAmount: z.string(),
    currency: z.string(),
  }),
  compose: ({ decision, profitShareAmount, currency }, context) => {
    const approved = decision === 'approved';
    const amount = `${profitShareAmount} ${currency}`;
    return {
      subject: approved ? 'Your withdrawal was approved' : 'Your withdrawal was rejected',
      body: (
        <EmailLayout
          preview={approved ? `${amount} is on its way.` : `Your request for ${amount} was rejected.`}
          heading={approved ? 'Withdrawal approved' : 'Withdrawal rejected'}
          greeting={greetingFor(context)}
          action={{ label: 'See your withdrawals', href: `${context.appUrl}/dashboard` }}
          reason={REASONS.account}
        >
          {approved ? (
            <Text>Your withdrawal of {amount} was approved and will be paid to the destination you chose.</Text>
          ) : (
            <Text>
              Your withdrawal request of {amount} was rejected. The details are on your dashboard; the Help Desk can
              answer any question about it.
            </Text>
          )}
        </EmailLayout>
      ),
    };
  },
});

/** A purchase was paid and approved: the account is on its way. */
export const purchaseApprovedEmail = defineTemplate({
  data: z.object({ amount: z.number(), programName: z.string().nullable() }),
  compose: ({ amount, programName }, context) => {
    const account = `${amount.toLocaleString('en-US')} ${programName ?? 'Instant Funding'} account`;
    return {
      subject: `Your ${account} is confirmed`,
      body: (
        <EmailLayout
          preview="Your purchase is approved."
          heading="Your purchase is approved"
          greeting={greetingFor(context)}
          action={{ label: 'Open your dashboard', href: `${context.appUrl}/dashboard` }}
          reason={REASONS.account}
        >
          <Text>
            Thank you for your purchase: your {account} is confirmed. Your trading account appears on your dashboard as
            soon as it is linked.
          </Text>
          <Text>Good trading from everyone at {FIRM_NAME}.</Text>
        </EmailLayout>
      ),
    };
  },
});

/**
 * Tells a trader that staff answered their ticket. The reply itself stays out of the e-mail, as it
 * stays out of the event: the trader reads it signed in, where the whole thread is.
 */
export const staffReplyEmail = defineTemplate({
  data: z.object({}),
  compose: (_data, context) => ({
    subject: 'Support Team replied to your ticket',
    body: (
      <EmailLayout
        preview="Our Support Team has replied to your support ticket."
        heading="Support Team replied"
        greeting={greetingFor(context)}
        action={{ label: 'Read the reply in the Help Desk', href: `${context.appUrl}/help-desk` }}
        reason={REASONS.account}
      >
        <Text>Our Support Team has replied to your support ticket.</Text>
      </EmailLayout>
    ),
  }),
});
