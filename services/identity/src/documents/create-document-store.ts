import type { IdentityConfig } from '../config.ts';
import { createDiskStore } from './disk-store.ts';
import type { DocumentStore } from './document-store.ts';
import { createS3Store } from './s3-store.ts';

/** S3-compatible storage when a bucket is configured, otherwise the private folder on disk. */
export function createDocumentStore(config: IdentityConfig): Promise<DocumentStore> {
  if (!config.KYC_S3_BUCKET) return createDiskStore(config.KYC_STORAGE_DIR);
  const { KYC_S3_ACCESS_KEY_ID: accessKeyId, KYC_S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  return Promise.resolve(
    createS3Store({
      bucket: config.KYC_S3_BUCKET,
      region: config.KYC_S3_REGION,
      endpoint: config.KYC_S3_ENDPOINT,
      forcePathStyle: config.KYC_S3_FORCE_PATH_STYLE,
      // Without keys the SDK's own chain applies (instance role, AWS_* variables, profiles).
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    }),
  );
}
