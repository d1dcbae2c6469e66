import pg from 'pg';
import { userRegistered } from '@prop/contracts/events/identity';
import { connectNats } from '@prop/service-kit/nats';
import { publishEvent } from '@prop/service-kit/testing/publish-event';
import type { RunningServices } from './start-services.ts';

/**
 * Registers made-up traders as identity would announce them, and waits until accounts has copied
 * every one: accounts links an MT5 account only to a trader it knows. At 50,000 traders, with the
 * simulator busy, copying takes minutes, so the wait fails only when no trader was copied for
 * `stallMs`.
 */
export async function announceTraders(services: RunningServices, userIds: string[], stallMs = 60_000) {
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
    let copied = 0;
    let deadline = Date.now() + stallMs;
    for (;;) {
      const { rows } = await client.query<{ n: string }>(
        'select count(*) as n from accounts.known_users where id = any($1::uuid[])',
        [userIds],
      );
      const count = Number(rows[0]?.n);
      if (count === userIds.length) return;
      if (count > copied) [copied, deadline] = [count, Date.now() + stallMs];
      if (Date.now() > deadline) {
        throw new Error(
          `accounts copied ${copied} of ${userIds.length} announced traders, then none for ${stallMs} ms`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } finally {
    await client.end();
  }
}
