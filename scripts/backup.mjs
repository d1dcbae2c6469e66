// `node scripts/backup.mjs --out DIR`: the services' PostgreSQL schemas (pg_dump custom format)
// and their JetStream streams with the positions of their durable consumers, described by a
// manifest. What is in it and why: infra/README.md, "Backups and restore".
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { environment, parseBackupArgs } from './backup/args.mjs';
import { exportStream } from './backup/export-stream.mjs';
import { createManifest, DUMP_FILE, MANIFEST_FILE, streamFile } from './backup/manifest.mjs';
import { connectJetStream } from './backup/nats-client.mjs';
import { dumpSchemas, platformSchemas, withClient } from './backup/postgres.mjs';
import { consumerPosition, durableConsumers, platformStreams, skipsSubject } from './backup/streams.mjs';
import { summaryLines } from './backup/summary.mjs';

/** The checkout's commit; none where there is no git (an image). */
function platformCommit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: import.meta.dirname, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

async function backup() {
  const { out, schemas: named } = parseBackupArgs(process.argv.slice(2));
  const { databaseUrl, natsUrl, namespace } = environment();
  await mkdir(path.join(out, 'streams'), { recursive: true });
  if ((await readdir(out)).some((entry) => entry !== 'streams')) throw new Error(`${out} is not empty`);

  const nats = await connectJetStream(natsUrl);
  try {
    const streams = await platformStreams(nats.jsm, namespace);
    // In this order. Consumers first: a handler commits before it acks, so every event a consumer
    // has acked by now has its effects in the dump taken next. Streams last: every outbox row the
    // dump shows as published is on its stream by then.
    const consumers = new Map();
    for (const stream of streams) consumers.set(stream, await durableConsumers(nats.jsm, stream));
    const schemas = named.length > 0 ? named : await withClient(databaseUrl, (c) => platformSchemas(c, namespace));
    if (schemas.length === 0)
      throw new Error('no schema of the platform in the database (none holds kysely_migration)');
    const rows = await dumpSchemas(databaseUrl, schemas, path.join(out, DUMP_FILE));
    const skip = skipsSubject(namespace);
    const exports = [];
    for (const name of streams) {
      const { config, exported } = await exportStream(nats, name, path.join(out, streamFile(name)), skip);
      const positions = consumers
        .get(name)
        .map((consumer) => ({ ...consumer, ...consumerPosition(consumer, exported) }));
      exports.push({ name, config, messages: exported.length, consumers: positions });
    }
    const manifest = createManifest({
      createdAt: new Date(),
      commit: platformCommit(),
      namespace,
      schemas: rows,
      streams: exports,
    });
    await writeFile(path.join(out, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    console.log([`backup written to ${out}`, ...summaryLines(manifest)].join('\n'));
  } finally {
    await nats.nc.close();
  }
}

backup().catch((error) => {
  console.error(`backup failed: ${error.message}`);
  process.exit(1);
});
