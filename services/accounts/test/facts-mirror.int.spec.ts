import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FACTS_BUCKET } from '@prop/contracts/account-facts';
import { type KV, kvBucketFor, openKv } from '@prop/service-kit/kv';
import { connectNats, type Nats } from '@prop/service-kit/nats';
import { createTestNamespace, type TestNamespace } from '@prop/service-kit/testing/namespace';
import type { AccountLink } from '../src/domain/account-link.ts';
import { FactsMirror } from '../src/links/facts-mirror.ts';
import { LinkRegistry } from '../src/links/link-registry.ts';

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

describe('the account-facts mirror', () => {
  let ns: TestNamespace;
  let nats: Nats;
  beforeAll(async () => {
    ns = createTestNamespace('accounts');
    nats = await connectNats(ns.env.NATS_URL as string, 'facts-mirror');
  });
  afterAll(async () => {
    if (!nats.nc.isClosed()) await nats.nc.close();
    await ns.cleanup();
  });

  it('given a synced bucket, when entries are changed, removed and added behind its back, then the next sync repairs each from the bucket it follows', async () => {
    const warnings: string[] = [];
    // A namespace of its own: the shutdown test below leaves its bucket half written.
    const own = createTestNamespace('accounts');
    const kv: KV = await openKv(nats.nc, own.namespace, ACCOUNT_FACTS_BUCKET);
    const mirror = new FactsMirror({
      kv,
      provider: { get: () => undefined },
      log: { warn: (_context, message) => warnings.push(message) },
    });
    const links = new LinkRegistry();
    const [changed, removed, untouched] = [linkOf(1), linkOf(2), linkOf(3)];
    for (const link of [changed, removed, untouched]) links.put(link);
    await mirror.sync(links);
    const synced = new Map(
      await Promise.all(
        [changed, removed, untouched].map(
          async (link) => [link.userId, (await kv.get(link.userId))?.string()] as const,
        ),
      ),
    );

    await kv.put(changed.userId, '{"stale":true}');
    await kv.delete(removed.userId);
    const stranger = randomUUID();
    await kv.put(stranger, '{"userId":"nobody with an open account"}');
    const untouchedRevision = (await kv.get(untouched.userId))?.revision;
    await expect
      .poll(async () => {
        await mirror.sync(links);
        return {
          changed: (await kv.get(changed.userId))?.string(),
          removed: (await kv.get(removed.userId))?.string(),
          stranger: (await kv.get(stranger))?.operation,
        };
      })
      .toEqual({ changed: synced.get(changed.userId), removed: synced.get(removed.userId), stranger: 'DEL' });
    expect((await kv.get(untouched.userId))?.revision).toBe(untouchedRevision);
    await mirror.close();
    await own.cleanup();
    expect(warnings).toEqual([]);
  });

  it('given a sync of thousands of entries under way, when it is closed, then it writes nothing more and nothing fails when the connection drains', async () => {
    const warnings: string[] = [];
    const mirror = new FactsMirror({
      kv: await openKv(nats.nc, ns.namespace, ACCOUNT_FACTS_BUCKET),
      provider: { get: () => undefined },
      log: { warn: (_context, message) => warnings.push(message) },
    });
    const links = new LinkRegistry();
    for (let index = 0; index < 20_000; index++) links.put(linkOf(index));
    const stream = `KV_${kvBucketFor(ns.namespace, ACCOUNT_FACTS_BUCKET)}`;
    const written = async () => (await nats.jsm.streams.info(stream)).state.messages;

    const syncing = mirror.sync(links);
    while ((await written()) === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await mirror.close();
    const atClose = await written();
    await syncing;
    await nats.nc.drain();

    expect(atClose).toBeGreaterThan(0);
    expect(atClose).toBeLessThan(links.size);
    const after = await connectNats(ns.env.NATS_URL as string, 'facts-mirror-close-check');
    const { state } = await after.jsm.streams.info(stream);
    await after.nc.close();
    expect(state.messages).toBe(atClose);
    expect(warnings).toEqual([]);
    mirror.changed(randomUUID(), linkOf(links.size));
    await mirror.close();
    expect(warnings).toEqual([]);
  });
});
