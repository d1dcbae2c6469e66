import { subjectMatches } from './message-format.mjs';

/**
 * Subjects left out of a backup, without their namespace. Equity ticks (every partition's): about one per account per
 * second, up to a million kept; a lost one is replaced by the next (packages/contracts, accounts
 * events), and risk only replays the last minutes of them at start, minutes a restore makes stale.
 * Ticks travel in batches on the TICKS stream; an accounts stream from an earlier release holds
 * batches, or single ticks, until they age out.
 */
export const SKIPPED_SUBJECTS = ['ticks.equity.batch.*', 'accounts.equity.batch.*', 'accounts.equity.updated.*'];

export function skipsSubject(namespace) {
  const skipped = SKIPPED_SUBJECTS.map((subject) => (namespace ? `${namespace}.${subject}` : subject));
  return (subject) => skipped.some((filter) => subjectMatches(filter, subject));
}

/**
 * Whether a stream is the platform's: each service's, the dead letters and any added later, all
 * named with the namespace. Key-value buckets (`KV_…`) are not: the account-facts bucket is a
 * mirror accounts rewrites from PostgreSQL at start.
 */
export function isPlatformStream(namespace, name) {
  if (name.startsWith('KV_') || name.startsWith('OBJ_')) return false;
  return !namespace || name.startsWith(`${namespace.toUpperCase()}_`);
}

export async function platformStreams(jsm, namespace) {
  const names = [];
  for await (const name of jsm.streams.names()) if (isPlatformStream(namespace, name)) names.push(name);
  return names.sort();
}

/** Where each durable consumer stands: the last stream sequence below which it has acked everything. */
export async function durableConsumers(jsm, stream) {
  const consumers = [];
  for await (const info of jsm.consumers.list(stream)) {
    if (info.config.durable_name) {
      consumers.push({ name: info.config.durable_name, config: info.config, ackFloor: info.ack_floor.stream_seq });
    }
  }
  return consumers;
}

const filtersOf = (config) => config.filter_subjects ?? (config.filter_subject ? [config.filter_subject] : []);

/**
 * How many of the exported messages a consumer had handled (at or below its ack floor) and how
 * many it had still to handle, counting only those its filter takes.
 */
export function consumerPosition(consumer, exported) {
  const filters = filtersOf(consumer.config);
  let handled = 0;
  let pending = 0;
  for (const { seq, subject } of exported) {
    if (filters.length > 0 && !filters.some((filter) => subjectMatches(filter, subject))) continue;
    if (seq <= consumer.ackFloor) handled += 1;
    else pending += 1;
  }
  return { handled, pending };
}
