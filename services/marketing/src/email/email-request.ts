import { z } from 'zod';
import { emailKey } from './email-key.ts';
import { TEMPLATE_NAMES, type TemplateName } from './templates/index.ts';

/**
 * Whom an e-mail goes to: a user of identity's copy here (most events name only the user), or the
 * address identity's own event gives (account e-mails, also for admins, who are not in the copy).
 */
export const emailRecipientSchema = z.union([
  z.object({ userId: z.string().uuid(), email: z.string().min(3), firstName: z.string() }),
  z.object({ userId: z.string().uuid() }),
]);
export type EmailRecipient = z.infer<typeof emailRecipientSchema>;

/** One e-mail to send, as its job carries it; the template's own schema checks `data` when it runs. */
export const emailRequestSchema = z.object({
  key: z.string().min(1),
  template: z.enum(TEMPLATE_NAMES),
  to: emailRecipientSchema,
  data: z.record(z.string(), z.unknown()),
});
export type EmailRequest = z.infer<typeof emailRequestSchema>;

/** An e-mail request whose key comes from what caused it (an event id, usually) and its template. */
export function emailRequest(
  template: TemplateName,
  sourceId: string,
  to: EmailRecipient,
  data: Record<string, unknown>,
): EmailRequest {
  return { key: emailKey(template, sourceId), template, to, data };
}
