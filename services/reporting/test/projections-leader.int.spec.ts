import { afterAll, beforeAll, expect, it } from 'vitest';
import { urlOf } from '@prop/contracts/endpoints/define';
import { reportingEndpoints } from '@prop/contracts/endpoints/reporting';
import type { Kpis } from '@prop/contracts/reports';
import { streamNameFor } from '@prop/service-kit/nats';
import { createServiceDeps } from '@prop/service-kit/service-deps';
import { eventually } from '@prop/service-kit/testing/eventually';
import { buildApp } from '../src/app.ts';
import { MIGRATIONS_FOLDER } from '../src/config.ts';
import type { ReportingDb } from '../src/db/types.ts';
import { startReporting, type TestReporting } from './helper.ts';
import { publishScriptedHistory } from './scripted-history.ts';

/** A short lease, so the standby's takeover is seen within the test's patience. */
const LEASE_TTL_MS = 1500;
let first: TestReporting;
let second: { app: Awaited<ReturnType<typeof buildApp>> };

beforeAll(async () => {
  first = await startReporting({ FAKE_NOW: '2026-03-31T12:00:00Z', LEASE_TTL_MS: String(LEASE_TTL_MS) });
  const deps = await createServiceDeps<ReportingDb>('reporting', first.config, MIGRATIONS_FOLDER);
  second = { app: await buildApp(deps, first.config) };
}, 30_000);
afterAll(async () => {
  await second?.app.close();
  await first?.close();
});

/**
 * Pull requests waiting on each of reporting's durables in this test's namespace: one per replica
 * consuming it. Other namespaces on the server (another test file's, a platform's) are not ours.
 */
async function pullersPerDurable(): Promise<number[]> {
  const { jsm } = first.deps.nats;
  const ours = streamNameFor(first.namespace, '');
  const counts: number[] = [];
  for await (const stream of jsm.streams.list()) {
    if (!stream.config.name.startsWith(ours)) continue;
    for await (const consumer of jsm.consumers.list(stream.config.name)) {
      if (consumer.name.startsWith('reporting-') && !consumer.name.endsWith('-replays'))
        counts.push(consumer.num_waiting);
    }
  }
  return counts;
}

it('consumes on one replica while two run', async () => {
  await eventually(async () => expect(Math.min(...(await pullersPerDurable()))).toBe(1), 10_000, 100);
  for (let sample = 0; sample < 5; sample++) {
    const counts = await pullersPerDurable();
    expect(counts.length).toBeGreaterThan(0);
    expect(Math.max(...counts)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

it('the standby takes over when the leader stops, and projects every event', async () => {
  // The first replica took the lease: stopping it leaves the projections to the second.
  await first.app.close();
  const deps = await createServiceDeps<ReportingDb>('reporting', first.config, MIGRATIONS_FOLDER);
  const published = await publishScriptedHistory(deps.nats.js, first.namespace).finally(() => deps.close());
  // Read through the second replica's own connections: the first one's are closed.
  const response = async () => {
    const reply = await second.app.inject({
      method: 'GET',
      url: urlOf(reportingEndpoints.getAdminReportsKpis, {}, { from: '2026-03-01', to: '2026-03-31' }),
      headers: first.callerHeaders('admin'),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<Kpis>();
  };
  // The whole revenue, not the purchases alone: the last refund follows the third purchase in the stream.
  await eventually(
    async () =>
      expect((await response()).revenue).toMatchObject({
        purchases: 3,
        gross: '987.00',
        refunds: '529.75',
        net: '457.25',
      }),
    LEASE_TTL_MS * 6,
    100,
  );
  expect(published).toBeGreaterThan(0);
});
