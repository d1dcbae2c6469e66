import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectNats, type Nats } from '../../packages/service-kit/src/nats.ts';
import { eventually } from '../../packages/service-kit/src/testing/eventually.ts';
import { TEST_NATS_URL } from '../../packages/service-kit/src/testing/namespace.ts';
import { ANCHOR_PREFIX, anchorJetStreamStore } from '../../packages/service-kit/src/testing/store-anchor.ts';
import { freePort } from '../../scripts/lib/free-port.mjs';

/** Stream names on a server. */
async function streamNames(nats: Nats): Promise<string[]> {
  const names: string[] = [];
  for await (const stream of nats.jsm.streams.list()) names.push(stream.config.name);
  return names;
}

describe('the unit run keeps a stream on the shared NATS server', () => {
  it('holds an anchor for as long as the run lasts', async () => {
    const nats = await connectNats(TEST_NATS_URL, 'anchor-check');
    const names = await streamNames(nats).finally(() => nats.nc.close());
    expect(names.some((name) => name.startsWith(ANCHOR_PREFIX))).toBe(true);
  });
});

describe('an anchor on a server of its own', () => {
  let server: ChildProcess;
  let folder: string;
  let url: string;
  let nats: Nats;
  const accountFolder = () => path.join(folder, 'jetstream', '$G', 'streams');

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'store-anchor-'));
    const port = await freePort();
    url = `nats://127.0.0.1:${port}`;
    server = spawn('/usr/sbin/nats-server', ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', folder], {
      stdio: 'ignore',
    });
    nats = await eventually(() => connectNats(url, 'anchor-test'));
  });
  afterAll(async () => {
    await nats?.nc.close();
    server?.kill();
    rmSync(folder, { recursive: true, force: true });
  });

  it('is needed: the server removes its store folder with the last stream', async () => {
    await nats.jsm.streams.add({ name: 'ONLY', subjects: ['only.>'] });
    expect(existsSync(accountFolder())).toBe(true);

    await nats.jsm.streams.delete('ONLY');

    expect(existsSync(accountFolder())).toBe(false);
  });

  it('keeps the folder while the last other stream goes, and is deleted at the end', async () => {
    const release = await anchorJetStreamStore(url);
    await nats.jsm.streams.add({ name: 'OTHER', subjects: ['other.>'] });

    await nats.jsm.streams.delete('OTHER');

    expect(existsSync(accountFolder())).toBe(true);
    await release();
    expect(await streamNames(nats)).toEqual([]);
  });
});
