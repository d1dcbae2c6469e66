import { createHash } from 'node:crypto';
import pg from 'pg';
import { connectNats, streamNameFor } from '../../../packages/service-kit/src/nats.ts';
import { classify, type Outcome, subjectMatches } from './classify.ts';
import type { Client } from './client.ts';
import { describeMissed, heldDeadLetters } from './missed-events.ts';
import type { StreamCopies } from './stream-copies.ts';
import type { Operation } from './workload.ts';
import { waitFor } from './free-port.ts';

export interface Finding {
  operation: Operation;
  outcome: Outcome;
  found: number;
}

type Query = (sql: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;

/** How many times each operation's effect is in the databases. */
async function countFor(query: Query, operation: Operation, downloads: (id: string) => Promise<Buffer | null>) {
  const { ref } = operation;
  const count = async (sql: string, values: unknown[]) => Number((await query(sql, values))[0]?.count ?? 0);
  switch (operation.kind) {
    case 'register':
      return count('select count(*) from identity.users where email = $1', [ref.email]);
    case 'withdrawal':
      return count('select count(*) from payouts.withdrawal_requests where idempotency_key = $1', [ref.key]);
    case 'withdrawal-approval':
      return count(`select count(*) from payouts.withdrawal_requests where id = $1 and status = 'approved'`, [
        ref.requestId,
      ]);
    case 'purchase':
      return count('select count(*) from billing.purchases where user_id = $1', [ref.userId]);
    case 'purchase-approval': {
      // Approved once in billing, and provisioned once in accounts.
      const approved = await count(`select count(*) from billing.purchases where id = $1 and status = 'approved'`, [
        ref.purchaseId,
      ]);
      const accounts = await count('select count(*) from accounts.trading_accounts where purchase_id = $1', [
        ref.purchaseId,
      ]);
      return approved === 1 ? accounts : 0;
    }
    case 'kyc-upload': {
      const rows = await query('select id, sha256 from identity.kyc_documents where user_id = $1', [ref.userId]);
      if (rows.length === 0) return 0;
      const stored = rows
        .map((row) => String(row.sha256))
        .sort()
        .join(',');
      if (stored !== ref.hashes) return rows.length === 2 ? 0 : rows.length / 2;
      // Every row must open to the very bytes it names.
      for (const row of rows) {
        const bytes = await downloads(String(row.id));
        if (!bytes || createHash('sha256').update(bytes).digest('hex') !== row.sha256) return 0;
      }
      return 1;
    }
    case 'ticket':
      return count('select count(*) from support.tickets where user_id = $1', [ref.userId]);
    case 'breach':
      // Every breach risk stored for the trader's account, whatever became of it since: one, never two.
      return count('select count(*) from risk.breaches where user_id = $1', [ref.userId]);
  }
}

/**
 * Risk judges updates as they come: waits (up to the timeout) until every account driven through
 * its limit has a breach, so a late one is not counted as missed. One still absent then is missed.
 */
async function breachesRecorded(query: Query, operations: Operation[], timeoutMs: number): Promise<void> {
  const users = operations
    .filter((operation) => operation.kind === 'breach' && operation.acknowledged)
    .map((operation) => operation.ref.userId);
  if (users.length === 0) return;
  await waitFor(
    async () => {
      const [row] = await query(
        'select count(distinct user_id)::int as count from risk.breaches where user_id = any($1)',
        [users],
      );
      return Number(row?.count) === users.length;
    },
    'a breach for every account driven through its limit',
    timeoutMs,
  ).catch(() => undefined);
}

/** Stored breaches announced other than exactly once by `risk.breach.detected`. */
async function breachesNotAnnouncedOnce(query: Query): Promise<string[]> {
  const rows = await query(`
    select b.id, b.mt5_account_id, count(o.id)::int as announced
    from risk.breaches b
    left join risk.outbox o on o.subject = 'risk.breach.detected' and o.envelope->'data'->>'breachId' = b.id::text
    group by b.id, b.mt5_account_id
    having count(o.id) <> 1`);
  return rows.map((row) => `breach ${row.id} of ${row.mt5_account_id} announced ${row.announced} times`);
}

/** Stored deals announced other than exactly once by `accounts.deal.recorded.<partition>`. */
async function dealsNotAnnouncedOnce(query: Query): Promise<string[]> {
  const rows = await query(`
    select d.mt5_account_id, d.deal_id, count(o.id)::int as announced
    from accounts.mt5_deals d
    left join accounts.outbox o on o.subject like 'accounts.deal.recorded.%'
      and o.envelope->'data'->>'mt5AccountId' = d.mt5_account_id
      and o.envelope->'data'->'deal'->>'id' = d.deal_id
    group by d.mt5_account_id, d.deal_id
    having count(o.id) <> 1`);
  return rows.map((row) => `deal ${row.deal_id} of ${row.mt5_account_id} announced ${row.announced} times`);
}

/**
 * Every trading account's stored ledger sums to the balance its MT5 account reports: a deal
 * skipped or stored twice would show. The accounts keep trading, so a mismatch must last through
 * the whole timeout to count.
 */
async function ledgersOffBalance(query: Query, admin: Client, timeoutMs: number): Promise<string[]> {
  let off: string[] = [];
  await waitFor(
    async () => {
      const ledgers = await query(`
      select d.mt5_account_id, sum(d.profit + d.commission + d.swap)::text as ledger
      from accounts.mt5_deals d
      join accounts.trading_accounts a on a.mt5_account_id = d.mt5_account_id and a.status <> 'closed'
      group by d.mt5_account_id`);
      const listed = await admin.retrying('GET', '/api/admin/mt5-accounts');
      const balances = new Map(
        ((listed?.body ?? []) as { id: string; accountInfo?: { balance?: number } }[]).map((account) => [
          account.id,
          account.accountInfo?.balance,
        ]),
      );
      off = ledgers
        .filter((row) => Math.abs(Number(row.ledger) - Number(balances.get(String(row.mt5_account_id)))) > 0.005)
        .map(
          (row) =>
            `ledger of ${row.mt5_account_id} sums to ${row.ledger}, MT5 says ${balances.get(String(row.mt5_account_id))}`,
        );
      return off.length === 0;
    },
    'every ledger agreeing with its balance',
    timeoutMs,
  ).catch(() => undefined);
  return off;
}

/**
 * Waits until every outbox row written before the check began is published; lists the schemas
 * still behind. The linked accounts trade on while it looks, so a row written since may be caught
 * between its commit and its publish: that is no loss, and it is not counted.
 */
async function unpublishedOutboxes(query: Query, timeoutMs: number): Promise<string[]> {
  const schemas = (await query(`select table_schema from information_schema.tables where table_name = 'outbox'`)).map(
    (row) => String(row.table_schema),
  );
  const [clock] = await query('select now() as now');
  const behind = async () => {
    const left: string[] = [];
    for (const schema of schemas) {
      const [row] = await query(
        `select count(*) from "${schema}".outbox where published_at is null and created_at <= $1`,
        [clock?.now],
      );
      if (Number(row?.count) > 0) left.push(`${schema}: ${row?.count} unpublished`);
    }
    return left;
  };
  let left: string[] = [];
  await waitFor(
    async () => {
      left = await behind();
      return left.length === 0;
    },
    'outbox drain',
    timeoutMs,
  ).catch(() => undefined);
  return left;
}

/**
 * Every durable consumer has handled every event its filter matches (processed_events of the
 * consuming service, named by the durable's first word) once its backlog is empty.
 */
async function unconsumedEvents(
  query: Query,
  natsUrl: string,
  namespace: string,
  services: string[],
  timeoutMs: number,
  copies: StreamCopies | undefined,
) {
  const nats = await connectNats(natsUrl, 'fault-checker');
  const problems: string[] = [];
  try {
    for (const service of services) {
      const stream = streamNameFor(namespace, service);
      const consumers = await nats.jsm.consumers
        .list(stream)
        .next()
        .catch(() => []);
      for (const consumer of consumers) {
        const durable = consumer.config.durable_name;
        if (!durable) continue;
        // The platform runs on while it is checked (the simulated accounts keep trading): only the
        // events published before the backlog is seen empty must have been handled by then.
        const [clock] = await query('select now() as now');
        await waitFor(
          async () => {
            const info = await nats.jsm.consumers.info(stream, durable);
            return info.num_pending === 0 && info.num_ack_pending === 0;
          },
          `consumer ${durable}`,
          timeoutMs,
        ).catch(() => problems.push(`${durable}: backlog not drained`));
        const filter = (consumer.config.filter_subject ?? '').slice(namespace ? namespace.length + 1 : 0);
        const consumingSchema = durable.split('-')[0];
        const events = await query(
          `select id, subject, published_at from "${service}".outbox where published_at <= $1`,
          [clock?.now],
        );
        const handled = new Set(
          (
            await query(`select event_id from "${consumingSchema}".processed_events where consumer = $1`, [durable])
          ).map((row) => String(row.event_id)),
        );
        const missed = events.filter(
          (event) => subjectMatches(filter, String(event.subject)) && !handled.has(String(event.id)),
        );
        if (missed.length > 0) {
          const named = await describeMissed(nats, namespace, stream, durable, missed.slice(0, 3), copies);
          problems.push(`${durable}: ${missed.length} of ${service}'s events never handled (${named})`);
        }
      }
    }
  } finally {
    await nats.nc.close();
  }
  return problems;
}

export async function check(options: {
  databaseUrl: string;
  natsUrl: string;
  namespace: string;
  services: string[];
  operations: Operation[];
  admin: Client;
  timeoutMs?: number;
  /** Clustered: each server's copy of the streams, read when a consumer missed an event. */
  copies?: StreamCopies;
}) {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  // A lost connection fails the running query, which fails the check; its error event, unheard,
  // would end the run without the check's findings.
  client.on('error', () => {});
  await client.connect();
  const query: Query = async (sql, values) => (await client.query(sql, values)).rows;
  const downloads = (documentId: string) => options.admin.download(`/api/admin/kyc/documents/${documentId}`);
  try {
    const timeoutMs = options.timeoutMs ?? 60_000;
    const invariants = [
      ...(await unpublishedOutboxes(query, timeoutMs)),
      ...(await unconsumedEvents(
        query,
        options.natsUrl,
        options.namespace,
        options.services,
        timeoutMs,
        options.copies,
      )),
      ...(await heldDeadLetters(options.natsUrl, options.namespace)),
      ...(await dealsNotAnnouncedOnce(query)),
      ...(await breachesNotAnnouncedOnce(query)),
      ...(await ledgersOffBalance(query, options.admin, timeoutMs)),
    ];
    const [ledger] = await query(
      'select count(distinct mt5_account_id)::int as accounts, count(*)::int as deals from accounts.mt5_deals',
    );
    const [breaches] = await query('select count(*)::int as count from risk.breaches');
    await breachesRecorded(query, options.operations, timeoutMs);
    const findings: Finding[] = [];
    for (const operation of options.operations) {
      const found = await countFor(query, operation, downloads);
      findings.push({ operation, outcome: classify(operation, found), found });
    }
    return {
      findings,
      invariants,
      ledger: { accounts: Number(ledger?.accounts), deals: Number(ledger?.deals) },
      // Every breach of the run, the driven accounts' and those the simulated trading broke by itself.
      breaches: Number(breaches?.count),
    };
  } finally {
    await client.end();
  }
}
