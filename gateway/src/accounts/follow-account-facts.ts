import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT_FACTS_BUCKET, accountFactsEntrySchema } from '@prop/contracts/account-facts';
import { equityUpdated } from '@prop/contracts/events/accounts';
import { envelopeSchema } from '@prop/contracts/events/envelope';
import { openKv } from '@prop/service-kit/kv';
import { type Nats, subjectFor } from '@prop/service-kit/nats';
import type { AccountSnapshots } from './account-snapshots.ts';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Fills the snapshots from NATS: the account-facts bucket (watched from its current values on,
 * so a restarted gateway knows every open account at once) and every accounts.equity.updated
 * event (a plain subscription, as for /ws: each replica needs all of them; the next tick a second
 * later replaces a lost one). Returns the function that stops both.
 */
export async function followAccountSnapshots(
  nc: Nats['nc'],
  namespace: string,
  snapshots: AccountSnapshots,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const ticks = nc.subscribe(subjectFor(namespace, equityUpdated.subject), {
    callback: (error, message) => {
      if (error) return;
      const data = equityUpdated.data.safeParse(envelopeSchema.safeParse(parseJson(message.string())).data?.data);
      if (!data.success) return;
      const { mt5AccountId, accountId, balance, equity, currency } = data.data;
      snapshots.putFigures(mt5AccountId, accountId, { balance, equity, currency });
    },
  });

  const kv = await openKv(nc, namespace, ACCOUNT_FACTS_BUCKET);
  const watcher = await kv.watch();
  const watching = (async () => {
    for await (const entry of watcher) {
      if (entry.operation !== 'PUT') {
        snapshots.removeFacts(entry.key);
        continue;
      }
      const facts = accountFactsEntrySchema.safeParse(parseJson(entry.string()));
      if (facts.success && facts.data.userId === entry.key) snapshots.putFacts(facts.data);
      else {
        log.warn({ key: entry.key }, 'account facts entry ignored: not a valid entry');
        snapshots.removeFacts(entry.key);
      }
    }
  })().catch((error: unknown) => log.error({ err: error }, 'watching account facts failed'));

  return async () => {
    ticks.unsubscribe();
    watcher.stop();
    await watching;
  };
}
