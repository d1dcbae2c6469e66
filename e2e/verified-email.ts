import pg from 'pg';
import { inject } from 'vitest';

/**
 * Marks a trader's e-mail address verified straight in identity's schema, for specs whose subject
 * is another screen (withdrawals, card payments need a verified address). Following the link
 * from the e-mail is password-reset.e2e.spec.ts's subject.
 */
export async function markEmailVerified(userId: string): Promise<void> {
  const client = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:5432/prop_${inject('namespace')}`,
  });
  await client.connect();
  try {
    await client.query('update identity.users set email_verified_at = now() where id = $1', [userId]);
  } finally {
    await client.end();
  }
}
