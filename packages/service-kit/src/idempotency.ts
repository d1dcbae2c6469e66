import { createHash } from 'node:crypto';
import { IDEMPOTENCY_MESSAGES } from '@prop/contracts/idempotency';
import { conflict } from './errors.ts';

/** True when PostgreSQL refused a row because of the unique index or constraint of that name. */
export function uniqueViolation(error: unknown, constraint: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: name } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && name === constraint;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

/** A request's fingerprint: the same key must come with the same request. */
export function requestDigest(input: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(input)))
    .digest('hex');
}

export interface KeyedRequest {
  key: string;
  digest: string;
}

/**
 * Creates a row once per idempotency key: a key seen before gives its row again (a different
 * request under it is refused), and two retries racing each other meet at the unique index
 * `constraint` on the key, where the loser reads the winner's row. Without a key, just creates.
 */
export async function createOnce<Row extends { request_digest: string | null }>(
  request: KeyedRequest | null,
  steps: { find: (key: string) => Promise<Row | undefined>; create: () => Promise<Row>; constraint: string },
): Promise<Row> {
  if (!request) return steps.create();
  const replay = (row: Row) => {
    if (row.request_digest !== request.digest) throw conflict(IDEMPOTENCY_MESSAGES.reused);
    return row;
  };
  const earlier = await steps.find(request.key);
  if (earlier) return replay(earlier);
  try {
    return await steps.create();
  } catch (error) {
    const made = uniqueViolation(error, steps.constraint) ? await steps.find(request.key) : undefined;
    if (made) return replay(made);
    throw error;
  }
}
