import { sharedCounter } from '@prop/service-kit/metrics';

/**
 * E-mail jobs run, by template and outcome: `sent`, `skipped` (the user asked to be forgotten),
 * `already_sent` (a retry of a job that had sent it) or `failed` (BullMQ tries again).
 */
export const emailsSent = () =>
  sharedCounter('marketing_emails_total', 'Transactional e-mail sends, by template and outcome', [
    'template',
    'outcome',
  ]);

// Registered at load, so a scrape lists it before its first event and alert rules find it.
emailsSent();
