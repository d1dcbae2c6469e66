import { warningRaised } from '@prop/contracts/events/risk';
import { defineJob } from '@prop/service-kit/jobs';
import { z } from 'zod';
import { emailTrader } from '../commands/email-trader.ts';
import { pushContactOnEvent } from '../commands/push-contact.ts';
import { runSync } from '../commands/run-sync.ts';
import type { BrevoWork } from '../context.ts';
import { riskWarningEmail } from '../domain/risk-warning-email.ts';
import { staffReplyEmail } from '../domain/staff-reply-email.ts';

export const SYNC_JOB = 'marketing.sync';
export const PUSH_CONTACT_JOB = 'marketing.push-contact';
export const FORGET_CONTACT_JOB = 'marketing.forget-contact';
export const STAFF_REPLY_JOB = 'marketing.staff-reply-email';
export const RISK_WARNING_JOB = 'marketing.risk-warning-email';

const userId = z.string().uuid();
/** A warning is news, not state marketing keeps, so its figures travel with the job. */
export const riskWarningPayload = warningRaised.data.pick({
  userId: true,
  mt5AccountId: true,
  rule: true,
  level: true,
  current: true,
  limit: true,
  unit: true,
});

/**
 * The marketing service's jobs. Payloads carry ids (and a warning's figures), never an email or a
 * key; each handler reads the current state when it runs, so a retried or repeated job does the
 * same thing again.
 */
export function marketingJobs(work: BrevoWork) {
  return [
    defineJob({
      id: SYNC_JOB,
      payload: z.object({ syncId: z.string().uuid() }),
      handle: ({ syncId }) => runSync(work, syncId),
    }),
    defineJob({
      id: PUSH_CONTACT_JOB,
      payload: z.object({ userId, addToList: z.boolean(), changedAt: z.string().datetime({ offset: true }) }),
      handle: ({ userId, ...options }) => pushContactOnEvent(work, userId, options),
    }),
    defineJob({
      id: FORGET_CONTACT_JOB,
      payload: z.object({ userId }),
      handle: ({ userId }) => work.brevo.client.deleteContact(userId),
    }),
    defineJob({
      id: STAFF_REPLY_JOB,
      payload: z.object({ userId }),
      handle: ({ userId }) => emailTrader(work, userId, staffReplyEmail),
    }),
    defineJob({
      id: RISK_WARNING_JOB,
      payload: riskWarningPayload,
      handle: ({ userId, ...warning }) => emailTrader(work, userId, (input) => riskWarningEmail({ ...input, warning })),
    }),
  ];
}
