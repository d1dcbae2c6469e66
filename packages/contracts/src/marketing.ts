import { z } from 'zod';

export const MARKETING_MESSAGES = {
  notConfiguredTitle: 'Not Configured',
  notConfigured: 'Brevo API key not configured',
  listError: 'No lists found or error loading lists',
  syncFailed: 'Sync Failed',
  addFailed: 'Failed to add user to Brevo',
  removeFailed: 'Failed to remove user from Brevo',
} as const;

/** What the marketing service answers when Brevo itself fails (its texts are Brevo's, never ours). */
export const MARKETING_SERVER_MESSAGES = {
  userNotFound: 'User not found',
  brevoUnavailable: 'Brevo is not reachable right now. Please try again later.',
  brevoRefused: 'Brevo refused the request',
} as const;

export const emailListSchema = z.object({ id: z.number(), name: z.string(), totalSubscribers: z.number() });
export type EmailList = z.infer<typeof emailListSchema>;
export const emailListsSchema = z.array(emailListSchema);

export const emailInfoSchema = z.object({
  name: z.string(),
  totalSubscribers: z.number(),
  uniqueSubscribers: z.number(),
  totalBlacklisted: z.number(),
});
export type EmailInfo = z.infer<typeof emailInfoSchema>;

export const syncResultSchema = z.object({ synced: z.number(), failed: z.number() });

export const SYNC_STATUSES = ['running', 'finished'] as const;

/**
 * One sync of every user to Brevo: `POST /api/admin/brevo/sync` answers it at once (with the spec's
 * `synced` and `failed`, counted so far), `GET /api/admin/brevo/sync` shows it while it runs.
 */
export const syncProgressSchema = syncResultSchema.extend({
  id: z.string().uuid(),
  status: z.enum(SYNC_STATUSES),
  total: z.number(),
  done: z.number(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type SyncProgress = z.infer<typeof syncProgressSchema>;

/** The latest sync, or null before the first one. */
export const latestSyncSchema = z.object({ sync: syncProgressSchema.nullable() });
export type LatestSync = z.infer<typeof latestSyncSchema>;

/** The answer of add/{userId} and remove/{userId}. */
export const listMembershipSchema = z.object({
  userId: z.string().uuid(),
  email: z.string(),
  listId: z.number(),
  inList: z.boolean(),
});
export type ListMembership = z.infer<typeof listMembershipSchema>;
