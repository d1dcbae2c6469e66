/** Bumped when the layout of a backup folder changes; restore refuses other versions. */
export const FORMAT_VERSION = 1;

export const MANIFEST_FILE = 'manifest.json';
export const DUMP_FILE = 'postgres.dump';
export const streamFile = (stream) => `streams/${stream}.jsonl`;

/**
 * The description of a backup: when, from which commit and namespace, and how many rows per table
 * and messages per stream it holds, so a restore can prove it brought everything back.
 */
export function createManifest({ createdAt, commit, namespace, schemas, streams }) {
  return { formatVersion: FORMAT_VERSION, createdAt: createdAt.toISOString(), commit, namespace, schemas, streams };
}

export function parseManifest(text) {
  const manifest = JSON.parse(text);
  if (manifest?.formatVersion !== FORMAT_VERSION) {
    throw new Error(`backup format ${manifest?.formatVersion} is not the supported format ${FORMAT_VERSION}`);
  }
  if (typeof manifest.schemas !== 'object' || !Array.isArray(manifest.streams)) {
    throw new Error('manifest lists no schemas or streams');
  }
  return manifest;
}

/** Every count of the restored data that differs from the manifest's, as readable lines. */
export function countDifferences(manifest, restored) {
  const differences = [];
  for (const [schema, tables] of Object.entries(manifest.schemas)) {
    for (const [table, rows] of Object.entries(tables)) {
      const found = restored.schemas[schema]?.[table];
      if (found !== rows) differences.push(`${schema}.${table}: ${found ?? 'missing'} rows, expected ${rows}`);
    }
  }
  for (const stream of manifest.streams) {
    const found = restored.streams[stream.name];
    if (found?.messages !== stream.messages) {
      differences.push(`stream ${stream.name}: ${found?.messages ?? 'missing'} messages, expected ${stream.messages}`);
    }
    for (const consumer of stream.consumers) {
      const pending = found?.consumers[consumer.name];
      if (pending !== consumer.pending) {
        differences.push(
          `consumer ${stream.name}/${consumer.name}: ${pending ?? 'missing'} events to handle, expected ${consumer.pending}`,
        );
      }
    }
  }
  return differences;
}
