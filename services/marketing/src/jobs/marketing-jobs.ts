import { defineJob } from '@prop/service-kit/jobs';
import { z } from 'zod';
import { pushContactOnEvent } from '../commands/push-contact.ts';
import { runSync } from '../commands/run-sync.ts';
import { sendEmail } from '../commands/send-email.ts';
import { withdrawContact } from '../commands/withdraw-contact.ts';
import type { BrevoWork, EmailWork } from '../context.ts';
import { emailRequestSchema } from '../email/email-request.ts';

export const SYNC_JOB = 'marketing.sync';
export const PUSH_CONTACT_JOB = 'marketing.push-contact';
export const FORGET_CONTACT_JOB = 'marketing.forget-contact';
export const WITHDRAW_CONTACT_JOB = 'marketing.withdraw-contact';
export const SEND_EMAIL_JOB = 'marketing.send-email';

const userId = z.string().uuid();
const moment = z.string().datetime({ offset: true });

/**
 * The marketing service's jobs: e-mail always, Brevo's list work when Brevo is configured.
 * Payloads carry ids, never a Brevo key; each handler reads the current state when it runs, so a
 * retried or repeated job does the same thing again. An e-mail's job carries what its template
 * shows (a link's token too), since that is news marketing does not keep.
 */
export function marketingJobs(work: { brevo: BrevoWork | null; email: EmailWork }) {
  const email = defineJob({
    id: SEND_EMAIL_JOB,
    payload: emailRequestSchema,
    handle: (request) => sendEmail(work.email, request),
  });
  const { brevo } = work;
  if (!brevo) return [email];
  return [
    email,
    defineJob({
      id: SYNC_JOB,
      payload: z.object({ syncId: z.string().uuid() }),
      handle: ({ syncId }, run) => runSync(brevo, syncId, run),
    }),
    defineJob({
      id: PUSH_CONTACT_JOB,
      payload: z.object({ userId, addToList: z.boolean(), changedAt: moment, consentAt: moment.optional() }),
      handle: ({ userId, ...options }) => pushContactOnEvent(brevo, userId, options),
    }),
    defineJob({
      id: FORGET_CONTACT_JOB,
      payload: z.object({ userId }),
      handle: ({ userId }) => brevo.brevo.client.deleteContact(userId),
    }),
    defineJob({
      id: WITHDRAW_CONTACT_JOB,
      payload: z.object({ userId, consentAt: moment }),
      handle: ({ userId, consentAt }) => withdrawContact(brevo, userId, consentAt),
    }),
  ];
}
