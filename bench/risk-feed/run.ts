import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { equityBatch } from '@prop/contracts/events/accounts';
import { allPartitions, DEFAULT_ACCOUNT_PARTITIONS } from '@prop/contracts/partitions';
import { fixedClock } from '@prop/service-kit/clock';
import { connectNats, ensureStream } from '@prop/service-kit/nats';
import { createTestNamespace } from '@prop/service-kit/testing/namespace';
import type { AccountLink } from '../../services/accounts/src/domain/account-link.ts';
import { SimulatorProvider } from '../../services/accounts/src/mt5/simulator/simulator-provider.ts';
import { EquityPublisher } from '../../services/accounts/src/snapshots/equity-publisher.ts';
import { SPEC_RULE_SET } from '../../services/risk/src/domain/rule-set.ts';
import { TradingDays } from '../../services/risk/src/domain/trading-day.ts';
import { RiskBook } from '../../services/risk/src/state/risk-book.ts';
import { startEquityFeed } from '../../services/risk/src/ticks/equity-feed.ts';
import { median } from '../lib/percentiles.ts';

/**
 * Risk's CPU for each MT5 update on its own: the service's equity feed (one ordered consumer a
 * partition, each batch read and judged by the book) replaying a TICKS stream that accounts'
 * simulator and publisher filled beforehand, in this process, with nothing else running. The
 * batches are the platform's: the simulator's slices of its accounts, each slice's updates one
 * message a partition. In `breach-latency` the same work shares two cores with the whole platform,
 * where a change to it is lost in the spread of the runs; here it is measured alone.
 */
const { values } = parseArgs({
  options: {
    accounts: { type: 'string', default: '50000' },
    seconds: { type: 'string', default: '30' },
    rounds: { type: 'string', default: '3' },
  },
});
const accounts = Number(values.accounts);
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const partitions = DEFAULT_ACCOUNT_PARTITIONS;
const say = (line: string) => console.log(`[risk-feed] ${line}`);
const log = { warn: (context: object, message: string) => say(`${message} ${JSON.stringify(context)}`) };

const ns = createTestNamespace('risk', { LOG_LEVEL: 'warn' });
const namespace = ns.env.NAMESPACE as string;
const nats = await connectNats(ns.env.NATS_URL as string, 'bench-risk-feed');
try {
  const clock = fixedClock(new Date(Math.floor(Date.now() / 60_000) * 60_000 - seconds * 1000));
  const simulator = new SimulatorProvider({ accounts, seed: 1, clock });
  const links = new Map(
    simulator
      .list()
      .map((snapshot) => [snapshot.id, newLink(snapshot.id, Math.round((snapshot.info?.balance ?? 0) * 100))]),
  );
  const ticksStream = await ensureStream(nats, namespace, equityBatch.service);
  const publisher = new EquityPublisher({ nc: nats.nc, namespace, partitions, clock, log });
  // The publisher reads a link's trader and account only: risk's link carries both.
  simulator.onUpdate((snapshot) => publisher.publish(snapshot, links.get(snapshot.id) as unknown as AccountLink));
  const { slices } = simulator;
  for (let second = 0; second < seconds; second++) {
    for (let slice = 0; slice < slices; slice++) {
      simulator.tick();
      // The publisher sends a turn's batches once its synchronous work is done.
      await Promise.resolve();
      clock.advance(1000 / slices);
    }
    await nats.nc.flush();
  }
  const stored = await nats.jsm.streams.info(ticksStream);
  const updates = accounts * seconds;
  say(`${updates} updates of ${accounts} accounts over ${seconds} s stored as ${stored.state.messages} messages`);

  const measured = [];
  for (let round = 1; round <= rounds; round++) measured.push(await replay(updates, links));
  const cpu = median(measured.map((one) => one.cpuMicros));
  const rate = median(measured.map((one) => one.perSecond));
  say(
    `judged   CPU per update: ${measured.map((one) => one.cpuMicros.toFixed(2)).join(', ')} µs (median ${cpu.toFixed(2)})`,
  );
  say(`judged   updates a second, one process: median ${Math.round(rate)}`);
  say(`breaches found in a round (accounts that walked through their limit): ${measured[0]?.breaches}`);
} finally {
  await nats.nc.close();
  await ns.cleanup();
}

/** Followed by risk as an account linked to a trader of its own, funded at its opening balance, under the spec's rule set. */
function newLink(mt5AccountId: string, depositCents: number) {
  return {
    accountId: randomUUID(),
    userId: randomUUID(),
    mt5AccountId,
    depositCents,
    rules: SPEC_RULE_SET,
    linkedAt: new Date(0).toISOString(),
    locked: null,
    awaitsPack: false,
    leverage: null,
  };
}

/** A fresh book of every account reads the whole stream, each partition by its own feed. */
async function replay(updates: number, links: Map<string, ReturnType<typeof newLink>>) {
  const book = new RiskBook({
    days: new TradingDays({ minutes: 0, timeZone: 'UTC' }),
    windowSeconds: 300,
    onBreach: () => {},
  });
  for (const link of links.values()) book.link(link);
  const cpuBefore = process.cpuUsage();
  const startedAt = performance.now();
  const feedLog = { warn: log.warn, error: log.warn };
  const stops = await Promise.all(
    allPartitions(partitions).map((partition) =>
      startEquityFeed({ nats, namespace, partition, fromMs: 0, book, log: feedLog }),
    ),
  );
  const deadline = startedAt + 300_000;
  while (book.stats.applied + book.stats.ignored < updates && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  const ms = performance.now() - startedAt;
  const cpu = process.cpuUsage(cpuBefore);
  await Promise.all(stops.map((stop) => stop()));
  const read = book.stats.applied + book.stats.ignored;
  if (read < updates) throw new Error(`only ${read} of ${updates} updates read in 300 s`);
  return {
    cpuMicros: (cpu.user + cpu.system) / updates,
    perSecond: (updates / ms) * 1000,
    breaches: book.stats.breaches,
  };
}
