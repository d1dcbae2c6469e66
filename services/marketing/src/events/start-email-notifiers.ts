import { purchaseApproved } from '@prop/contracts/events/billing';
import {
  adminInvited,
  emailVerificationRequested,
  kycDecided,
  newDeviceSignedIn,
  passwordResetRequested,
} from '@prop/contracts/events/identity';
import { withdrawalProcessed } from '@prop/contracts/events/payouts';
import { breachDetected, warningRaised } from '@prop/contracts/events/risk';
import { ticketReplied } from '@prop/contracts/events/support';
import { type HandlerRuntime, onEvent, onEvents } from '@prop/service-kit/on-event';
import type { MarketingDb } from '../db/types.ts';
import type { EmailRequest } from '../email/email-request.ts';
import {
  breachEmailRequest,
  identityEmail,
  purchaseEmailRequest,
  riskWarningEmailRequest,
  staffReplyEmailRequest,
  withdrawalEmailRequest,
} from '../email/event-emails.ts';
import type { MarketingJobs } from '../jobs/start-marketing-jobs.ts';

/**
 * The events that e-mail someone, one durable consumer per producing service and purpose. Each
 * handler only enqueues the e-mail's job (keyed, so a redelivered event adds nothing): sending
 * happens in the job, with its retries, never here.
 */
export async function startEmailNotifiers(
  runtime: HandlerRuntime<MarketingDb>,
  jobs: Pick<MarketingJobs, 'sendEmail'>,
) {
  const enqueue = async (request: EmailRequest | null) => {
    if (request) await jobs.sendEmail(request);
  };
  const identityEvents = [
    emailVerificationRequested,
    passwordResetRequested,
    adminInvited,
    newDeviceSignedIn,
    kycDecided,
  ] as const;
  return Promise.all([
    onEvents(runtime, { durable: 'marketing-account-emails', events: identityEvents }, (event) =>
      enqueue(identityEmail(event)),
    ),
    onEvent(runtime, withdrawalProcessed, { durable: 'marketing-withdrawal-emails' }, (event) =>
      enqueue(withdrawalEmailRequest(event)),
    ),
    onEvent(runtime, purchaseApproved, { durable: 'marketing-purchase-emails' }, (event) =>
      enqueue(purchaseEmailRequest(event)),
    ),
    onEvent(runtime, breachDetected, { durable: 'marketing-breach-emails' }, (event) =>
      enqueue(breachEmailRequest(event)),
    ),
    // The two durables below predate the e-mail pipeline; their names are kept so they go on where they were.
    onEvent(runtime, warningRaised, { durable: 'marketing-risk-warnings' }, (event) =>
      enqueue(riskWarningEmailRequest(event)),
    ),
    onEvent(runtime, ticketReplied, { durable: 'marketing-staff-replies' }, (event) =>
      enqueue(staffReplyEmailRequest(event)),
    ),
  ]);
}
