import { defineJob } from '@prop/service-kit/jobs';
import { z } from 'zod';
import { emailStaffReply } from '../commands/email-staff-reply.ts';
import { pushContactOnEvent } from '../commands/push-contact.ts';
import { runSync } from '../commands/run-sync.ts';
import type { BrevoWork } from '../context.ts';

export const SYNC_JOB = 'marketing.sync';
export const PUSH_CONTACT_JOB = 'marketing.push-contact';
export const FORGET_CONTACT_JOB = 'marketing.forget-contact';
export const STAFF_REPLY_JOB = 'marketing.staff-reply-email';

const userId = z.string().uuid();

/**
 * The marketing service's jobs. Payloads carry ids only (never an email or a key); each handler
 * reads the current state when it runs, so a retried or repeated job does the same thing again.
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
      handle: ({ userId }) => emailStaffReply(work, userId),
    }),
  ];
}
