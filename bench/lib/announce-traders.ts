import pg from 'pg';
import { userRegistered } from '@prop/contracts/events/identity';
import { connectNats } from '@prop/service-kit/nats';
import { publishEvent } from '@prop/service-kit/testing/publish-event';
import type { RunningServices } from './start-services.ts';

/**
 * Registers made-up traders as identity would announce them, and waits until accounts has copied
 * every one: accounts links an MT5 account only to a trader it knows.
 */
export async function announceTraders(services: RunningServices, userIds: string[], timeoutMs = 300_000) {
  const nats = await connectNats(services.env.NATS_URL ?? '', 'bench-traders');
  try {
    for (const userId of userIds) {
      await publishEvent(nats.js, services.namespace, userRegistered, {
        userId,
        email: `${userId}@bench.invalid`,
        firstName: 'Bench',
        lastName: 'Trader',
        country: null,
      });
    }
  } finally {
    await nats.nc.close();
  }
  const client = new pg.Client({ connectionString: services.env.DATABASE_URL });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await client.query<{ n: string }>(
        'select count(*) as n from accounts.known_users where id = any($1::uuid[])',
        [userIds],
      );
      if (Number(rows[0]?.n) === userIds.length) return;
      if (Date.now() > deadline) throw new Error('accounts did not copy every announced trader in time');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await client.end();
  }
}
