import type { z } from 'zod';

/**
 * The distinct messages a schema reports for `input`, keyed by the dotted path of each issue
 * ('' for the root). An accepted input gives {}, so `toEqual({ email: ['...'] })` pins both the
 * message and that nothing else failed.
 */
export function issuesOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    const messages = byPath[key] ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    byPath[key] = messages;
  }
  return byPath;
}

/** The paths a schema rejects for `input`, for fields whose message the spec does not state. */
export function rejectedPaths(schema: z.ZodType, input: unknown): string[] {
  return Object.keys(issuesOf(schema, input));
}

/** A copy of `value` without `key`, to send a payload with one field missing. */
export function without<T extends object>(value: T, key: keyof T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([name]) => name !== key)) as Partial<T>;
}

export const USER_ID = '4f6d2f0e-8a8b-4c1e-9f3a-2b7c5d9e1a00';
export const ADMIN_ID = '0b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d3';
