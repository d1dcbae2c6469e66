import { z } from 'zod';
import { minText } from './fields.ts';

/**
 * "View as trader" (issue 23, docs/decisions/015): a support or owner admin opens a read-only view
 * of one trader's area, for a while, with a reason the audit log keeps.
 */
export const VIEW_AS_MESSAGES = {
  reasonRequired: 'Give a reason for viewing as this trader (at least 5 characters)',
  userNotFound: 'User not found',
  readOnly: 'This is a read-only view as the trader: nothing can be changed here.',
  secretRefused: 'This is a read-only view as the trader: their private downloads stay with them.',
  notViewing: 'This is not a view as a trader',
  started: 'View started',
  ended: 'View ended',
} as const;

/** POST /api/admin/view-as/:userId */
export const viewAsInputSchema = z.object({
  reason: minText(5, VIEW_AS_MESSAGES.reasonRequired, 500),
});
export type ViewAsInput = z.infer<typeof viewAsInputSchema>;

export const viewAsUserParamSchema = z.object({ userId: z.string().uuid() });

/** A view as it is started and as the trader app's banner shows it. */
export const viewAsSchema = z.object({
  traderName: z.string(),
  /** ISO time the view ends on its own. */
  expiresAt: z.string(),
});
export type ViewAs = z.infer<typeof viewAsSchema>;
