import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT_FACTS_BUCKET, accountFactsEntrySchema } from '@prop/contracts/account-facts';
import { openKv } from '@prop/service-kit/kv';
import type { Nats } from '@prop/service-kit/nats';
import type { TickObserver } from '../ws/event-relay.ts';
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
 * The figures of every equity update, for the event relay to hand over: it subscribes to the ticks
 * anyway, so each is received and parsed once (the next tick a second later replaces a lost one).
 * Each update is read field by field, only the fields the account view shows, each checked for its
 * type (the figures as whole cents): every replica reads every account's update, and a parse by the
 * whole contract made each an object and matched its two ids against a pattern. An update that does
 * not read is skipped; a link's id that is not one matches no account's facts, so its figures are
 * never shown.
 */
export function takeFigures(snapshots: AccountSnapshots): TickObserver {
  return (batch) => {
    const [mt5AccountIdOf, accountIdOf, currencyOf] = [
      batch.field('mt5AccountId'),
      batch.field('accountId'),
      batch.field('currency'),
    ];
    const [balanceOf, equityOf] = [batch.cents('balance'), batch.cents('equity')];
    for (let index = 0; index < batch.count; index++) {
      const mt5AccountId = mt5AccountIdOf(index);
      const accountId = accountIdOf(index);
      const currency = currencyOf(index);
      const balance = balanceOf(index);
      const equity = equityOf(index);
      if (typeof mt5AccountId !== 'string' || typeof currency !== 'string') continue;
      if ((accountId !== null && typeof accountId !== 'string') || balance === undefined || equity === undefined)
        continue;
      // The account view carries MT5 figures as numbers: the cents' quotient is the text's number.
      snapshots.putFigures(mt5AccountId, accountId, { balance: balance / 100, equity: equity / 100, currency });
    }
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
