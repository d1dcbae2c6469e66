import { z } from 'zod';

/**
 * `Idempotency-Key` on a creating request: a client that retries after a lost answer sends the
 * same key and gets the first result again instead of a second purchase or ticket.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const IDEMPOTENCY_MESSAGES = {
  key: 'The Idempotency-Key header must be a UUID',
  reused: 'This Idempotency-Key was already used for a different request',
} as const;

/** Optional on routes that predate it; other headers pass untouched. */
export const optionalIdempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string({ error: IDEMPOTENCY_MESSAGES.key })
    .uuid({ error: IDEMPOTENCY_MESSAGES.key })
    .optional(),
});
