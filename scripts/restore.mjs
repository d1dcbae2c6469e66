// `node scripts/restore.mjs --from DIR [--force]`: brings a backup of scripts/backup.mjs back into
// an empty environment (DATABASE_URL, NATS_URL) and checks every count against its manifest.
// --force first drops the backed-up schemas and deletes the streams the target already has.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { environment, parseRestoreArgs } from './backup/args.mjs';
import { importStream, restoreConsumer } from './backup/import-stream.mjs';
import { countDifferences, DUMP_FILE, MANIFEST_FILE, parseManifest, streamFile } from './backup/manifest.mjs';
import { connectJetStream } from './backup/nats-client.mjs';
import {
  countRows,
  dropSchemas,
  ensureDatabase,
  existingSchemas,
  restoreDump,
  withClient,
} from './backup/postgres.mjs';
import { summaryLines } from './backup/summary.mjs';

async function presentStreams(jsm, names) {
  const present = [];
  for await (const name of jsm.streams.names()) if (names.includes(name)) present.push(name);
  return present;
}

async function restore() {
  const { from, force } = parseRestoreArgs(process.argv.slice(2));
  const { databaseUrl, natsUrl, namespace, streamReplicas } = environment();
  const manifest = parseManifest(await readFile(path.join(from, MANIFEST_FILE), 'utf8'));
  // Schema, stream and subject names carry the namespace: data restored under another one would be unreachable.
  if (manifest.namespace !== namespace) {
    throw new Error(`the backup is of NAMESPACE '${manifest.namespace}', this environment's is '${namespace}'`);
  }
  const schemas = Object.keys(manifest.schemas);
  const streams = manifest.streams.map((stream) => stream.name);
  await ensureDatabase(databaseUrl);
  const nats = await connectJetStream(natsUrl);
  try {
    const taken = {
      schemas: await withClient(databaseUrl, (client) => existingSchemas(client, schemas)),
      streams: await presentStreams(nats.jsm, streams),
    };
    if (taken.schemas.length + taken.streams.length > 0) {
      const what = [...taken.schemas.map((s) => `schema ${s}`), ...taken.streams.map((s) => `stream ${s}`)].join(', ');
      if (!force) throw new Error(`the target is not empty (${what}); --force replaces them`);
      console.log(`--force: replacing ${what}`);
      await withClient(databaseUrl, (client) => dropSchemas(client, taken.schemas));
      for (const stream of taken.streams) await nats.jsm.streams.delete(stream);
    }

    await restoreDump(databaseUrl, path.join(from, DUMP_FILE));
    const restoredStreams = {};
    for (const entry of manifest.streams) {
      // A backup of a cluster restored on one server (a drill) needs fewer replicas.
      const config = streamReplicas ? { ...entry.config, num_replicas: streamReplicas } : entry.config;
      const originalOf = await importStream(nats, config, path.join(from, streamFile(entry.name)));
      const consumers = {};
      for (const consumer of entry.consumers) {
        consumers[consumer.name] = await restoreConsumer(nats, entry.name, consumer, originalOf);
      }
      const { state } = await nats.jsm.streams.info(entry.name);
      restoredStreams[entry.name] = { messages: state.messages, consumers };
    }
    const restored = {
      schemas: await withClient(databaseUrl, (client) => countRows(client, schemas)),
      streams: restoredStreams,
    };
    const differences = countDifferences(manifest, restored);
    console.log(
      [
        `restored the backup of ${manifest.createdAt} (commit ${manifest.commit ?? 'unknown'})`,
        ...summaryLines(manifest),
      ].join('\n'),
    );
    if (differences.length > 0)
      throw new Error(`the restored data differs from the manifest:\n${differences.join('\n')}`);
    console.log('every count matches the manifest');
  } finally {
    await nats.nc.close();
  }
}

restore().catch((error) => {
  console.error(`restore failed: ${error.message}`);
  process.exit(1);
});
