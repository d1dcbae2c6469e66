import pg from 'pg';
import { waitFor } from './free-port.ts';

/**
 * Marks a trader's address verified in identity's schema, as the e-mailed link would; the link
 * itself is followed in the browser tests. PostgreSQL may be down mid-fault, so it retries until
 * the server is back.
 */
export function verifyEmailIn(databaseUrl: string) {
  return (userId: string) =>
    waitFor(
      async () => {
        const client = new pg.Client({ connectionString: databaseUrl });
        // PostgreSQL stopped mid-query fails the query, which is tried again, and also emits the
        // lost connection's error on the client: unheard, that would end the whole run.
        client.on('error', () => {});
        await client.connect();
        try {
          await client.query('update identity.users set email_verified_at = now() where id = $1', [userId]);
          return true;
        } finally {
          await client.end();
        }
      },
      'verifying an address',
      120_000,
    );
}
