import { parseArgs } from 'node:util';

/** What `node scripts/backup.mjs` accepts: where to write, and optionally which schemas. */
export function parseBackupArgs(argv) {
  const { values } = parseArgs({
    args: argv,
    options: { out: { type: 'string' }, schema: { type: 'string', multiple: true } },
    strict: true,
  });
  if (!values.out) throw new Error('usage: node scripts/backup.mjs --out DIR [--schema NAME …]');
  return { out: values.out, schemas: values.schema ?? [] };
}

/** What `node scripts/restore.mjs` accepts: the backup folder, and --force to replace what is there. */
export function parseRestoreArgs(argv) {
  const { values } = parseArgs({
    args: argv,
    options: { from: { type: 'string' }, force: { type: 'boolean', default: false } },
    strict: true,
  });
  if (!values.from) throw new Error('usage: node scripts/restore.mjs --from DIR [--force]');
  return { from: values.from, force: values.force };
}

/** The settings every process of the platform reads, with the same defaults (replicas: as backed up). */
export function environment(env = process.env) {
  const namespace = env.NAMESPACE ?? '';
  if (!/^[a-z0-9_]*$/.test(namespace)) throw new Error('NAMESPACE: lower-case letters, digits and underscores only');
  const replicas = env.NATS_STREAM_REPLICAS ? Number(env.NATS_STREAM_REPLICAS) : undefined;
  if (replicas !== undefined && !(Number.isInteger(replicas) && replicas >= 1 && replicas <= 5)) {
    throw new Error('NATS_STREAM_REPLICAS: a whole number from 1 to 5');
  }
  return {
    databaseUrl: env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/prop',
    natsUrl: env.NATS_URL || 'nats://127.0.0.1:4222',
    namespace,
    streamReplicas: replicas,
  };
}
