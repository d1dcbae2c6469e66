import { type KV, Kvm } from '@nats-io/kv';
import type { Logger } from 'pino';
import { retryJetStream } from './jetstream-retry.ts';
import type { Nats } from './nats.ts';

/** A key-value bucket's name in a namespace, spelt like stream names: `T1A2B_ACCOUNT_FACTS`. */
export function kvBucketFor(namespace: string, bucket: string): string {
  return (namespace ? `${namespace}_${bucket}` : bucket).toUpperCase();
}

/**
 * Opens a JetStream key-value bucket of the namespace, creating it when it does not exist yet,
 * so its writer and its readers may start in any order. One value per key, kept on disk, on as
 * many NATS servers as its streams (`replicas`, the cluster's size).
 */
export function openKv(
  nc: Nats['nc'],
  namespace: string,
  bucket: string,
  replicas = 1,
  log?: Pick<Logger, 'warn'>,
): Promise<KV> {
  const name = kvBucketFor(namespace, bucket);
  return retryJetStream(
    `bucket ${name}`,
    () => new Kvm(nc).create(name, { history: 1, storage: 'file', replicas }),
    log,
  );
}

export type { KV } from '@nats-io/kv';
