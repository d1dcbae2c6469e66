import { z } from 'zod';

/** The parts of Brevo's API v3 answers that we read; anything else Brevo adds is ignored. */
export const brevoListSchema = z.object({
  id: z.number(),
  name: z.string(),
  totalSubscribers: z.number().default(0),
  uniqueSubscribers: z.number().default(0),
  totalBlacklisted: z.number().default(0),
});
export type BrevoList = z.infer<typeof brevoListSchema>;

/** `GET /contacts/lists`: an account without lists answers without `lists`. */
export const brevoListPageSchema = z.object({
  lists: z.array(brevoListSchema).default([]),
  count: z.number().default(0),
});

export const brevoErrorBodySchema = z.object({ code: z.string().optional(), message: z.string().optional() });

/** Contact attributes as Brevo names them (upper case; they must exist in the Brevo account). */
export interface BrevoContactAttributes {
  FIRSTNAME: string;
  LASTNAME: string;
  COUNTRY?: string;
}

export interface BrevoContact {
  email: string;
  /** Our user id, so the contact can be found (and deleted) without keeping the email. */
  extId: string;
  attributes: BrevoContactAttributes;
  /** Lists to add the contact to; an existing contact's other lists are left as they are. */
  listIds?: number[];
}

export interface BrevoEmail {
  sender: { email: string; name: string };
  to: { email: string; name: string }[];
  subject: string;
  htmlContent: string;
  textContent: string;
  tags?: string[];
  /** Brevo reads `idempotencyKey` here: the same key within its window sends nothing more. */
  headers?: Record<string, string>;
}

/** `POST /smtp/email`'s answer. */
export const brevoSentEmailSchema = z
  .object({ messageId: z.string().optional() })
  .nullable()
  .transform((v) => v ?? {});
