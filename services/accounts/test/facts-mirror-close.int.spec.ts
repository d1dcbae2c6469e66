import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FACTS_BUCKET } from '@prop/contracts/account-facts';
import { kvBucketFor, openKv } from '@prop/service-kit/kv';
import { connectNats, type Nats } from '@prop/service-kit/nats';
import { createTestNamespace, type TestNamespace } from '@prop/service-kit/testing/namespace';
import type { AccountLink } from '../src/domain/account-link.ts';
import { FactsMirror } from '../src/links/facts-mirror.ts';

const linkOf = (index: number): AccountLink => ({
  userId: randomUUID(),
  accountId: randomUUID(),
  mt5AccountId: `sim-${index}`,
  fundingBalance: '50000',
  status: 'active',
  accountType: 'Instant Funding',
  frozen: false,
  frozenReason: null,
  frozenSince: null,
  historyFrom: null,
});

describe('the account-facts mirror at shutdown', () => {
  let ns: TestNamespace;
  let nats: Nats;
  beforeAll(async () => {
    ns = createTestNamespace('accounts');
    nats = await connectNats(ns.env.NATS_URL as string, 'facts-mirror-close');
  });
  afterAll(async () => {
    if (!nats.nc.isClosed()) await nats.nc.close();
    await ns.cleanup();
  });

  it('given a sync of thousands of entries under way, when it is closed, then it writes nothing more and nothing fails when the connection drains', async () => {
    const warnings: string[] = [];
    const mirror = new FactsMirror({
      kv: await openKv(nats.nc, ns.namespace, ACCOUNT_FACTS_BUCKET),
      provider: { get: () => undefined },
      log: { warn: (_context, message) => warnings.push(message) },
    });
    const links = Array.from({ length: 20_000 }, (_, index) => linkOf(index));
    const stream = `KV_${kvBucketFor(ns.namespace, ACCOUNT_FACTS_BUCKET)}`;
    const written = async () => (await nats.jsm.streams.info(stream)).state.messages;

    const syncing = mirror.sync(links);
    while ((await written()) === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await mirror.close();
    const atClose = await written();
    await syncing;
    await nats.nc.drain();

    expect(atClose).toBeGreaterThan(0);
    expect(atClose).toBeLessThan(links.length);
    const after = await connectNats(ns.env.NATS_URL as string, 'facts-mirror-close-check');
    const { state } = await after.jsm.streams.info(stream);
    await after.nc.close();
    expect(state.messages).toBe(atClose);
    expect(warnings).toEqual([]);
    mirror.changed(randomUUID(), linkOf(links.length));
    await mirror.close();
    expect(warnings).toEqual([]);
  });
});
