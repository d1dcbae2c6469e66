import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT_FACTS_BUCKET, accountFactsEntrySchema } from '@prop/contracts/account-facts';
import { equityUpdated } from '@prop/contracts/events/accounts';
import { openKv } from '@prop/service-kit/kv';
import type { Nats } from '@prop/service-kit/nats';
import type { EventObserver } from '../ws/event-relay.ts';
import type { AccountSnapshots } from './account-snapshots.ts';
import { retryJetStream } from '@prop/service-kit/jetstream-retry';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The figures of every accounts.equity.updated event, for the event relay to hand over: it
 * subscribes to accounts' events anyway, so each tick is received and parsed once (the next tick
 * a second later replaces a lost one).
 */
export function takeFigures(snapshots: AccountSnapshots): EventObserver {
  return (subject, event) => {
    if (subject !== equityUpdated.subject) return;
    const data = equityUpdated.data.safeParse(event);
    if (!data.success) return;
    const { mt5AccountId, accountId, balance, equity, currency } = data.data;
    // The account view carries MT5 figures as numbers; the event carries them as cent-exact text.
    snapshots.putFigures(mt5AccountId, accountId, { balance: Number(balance), equity: Number(equity), currency });
  };
}

/**
 * Fills the snapshots' facts from the account-facts bucket, watched from its current values on,
 * so a restarted gateway knows every open account at once. Returns the function that stops it.
 */
export async function followAccountFacts(
  nc: Nats['nc'],
  namespace: string,
  snapshots: AccountSnapshots,
  log: FastifyBaseLogger,
  replicas = 1,
): Promise<() => Promise<void>> {
  const kv = await openKv(nc, namespace, ACCOUNT_FACTS_BUCKET, replicas, log);
  const watcher = await retryJetStream('account facts watch', () => kv.watch(), log);
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
    watcher.stop();
    await watching;
  };
}
