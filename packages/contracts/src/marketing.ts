import { z } from 'zod';

export const MARKETING_MESSAGES = {
  notConfiguredTitle: 'Not Configured',
  notConfigured: 'Brevo API key not configured',
  listError: 'No lists found or error loading lists',
  syncFailed: 'Sync Failed',
  addFailed: 'Failed to add user to Brevo',
  removeFailed: 'Failed to remove user from Brevo',
} as const;

export const emailListSchema = z.object({ id: z.number(), name: z.string(), totalSubscribers: z.number() });
export const emailInfoSchema = z.object({
  name: z.string(),
  totalSubscribers: z.number(),
  uniqueSubscribers: z.number(),
  totalBlacklisted: z.number(),
});
export const syncResultSchema = z.object({ synced: z.number(), failed: z.number() });
