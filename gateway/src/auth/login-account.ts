import { createHash } from 'node:crypto';
import { emailField } from '@prop/contracts/fields';

const email = emailField();

/**
 * The account a sign-in is for, as a limiter key: the email exactly as identity normalises it
 * (the contract's own field: trimmed, lower-case), hashed so Redis holds no addresses. Undefined
 * when the body names no valid email; identity then refuses it as malformed (400), which is not
 * a failed sign-in.
 */
export function loginAccountKey(body: unknown): string | undefined {
  if (!Buffer.isBuffer(body)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || !('email' in parsed)) return undefined;
  const result = email.safeParse(parsed.email);
  return result.success ? createHash('sha256').update(result.data).digest('hex') : undefined;
}
