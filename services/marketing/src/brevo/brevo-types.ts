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

/** `POST /contacts/import`'s answer: the background process that does the import. */
export const brevoImportStartedSchema = z.object({ processId: z.number() });

/**
 * `GET /processes/{id}`. Brevo's statuses: queued, in_process (or processing), completed, failed,
 * cancelled. A completed import's `info.import` names what Brevo could not import, each problem
 * (invalid_emails, duplicate_ext_id, …) as a count or as the link to a CSV of its records.
 */
export const brevoProcessSchema = z.object({
  id: z.number(),
  status: z.string(),
  info: z.object({ import: z.record(z.string(), z.union([z.number(), z.string(), z.null()])).optional() }).nullish(),
});
export type BrevoProcess = z.infer<typeof brevoProcessSchema>;

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
