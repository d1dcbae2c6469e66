import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertStorageKey, DocumentMissingError, type DocumentStore } from './document-store.ts';
import { writeNewFile } from './write-new-file.ts';

export interface S3StoreOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/**
 * Documents in an S3-compatible bucket. A PutObject needs its length up front, and an upload's
 * length is known only at its end, so the (already encrypted) stream is spooled to a private
 * temporary file first: memory stays flat and no plaintext ever touches the disk.
 */
export function createS3Store(options: S3StoreOptions): DocumentStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Checksums only where S3 requires them: many S3-compatible servers refuse the SDK's default
    // aws-chunked trailers, and AES-GCM already proves every byte on the way back.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectOf = (key: string) => ({ Bucket: options.bucket, Key: `kyc/${assertStorageKey(key)}` });
  return {
    async put(key, body: Readable) {
      const spool = join(tmpdir(), `kyc-upload-${assertStorageKey(key)}`);
      try {
        await writeNewFile(spool, body);
        const { size } = await stat(spool);
        await client.send(
          new PutObjectCommand({
            ...objectOf(key),
            Body: createReadStream(spool),
            ContentLength: size,
            ContentType: 'application/octet-stream',
          }),
        );
      } finally {
        await rm(spool, { force: true });
      }
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand(objectOf(key)));
        return object.Body as Readable;
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
          throw new DocumentMissingError(key);
        }
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand(objectOf(key)));
    },
    async close() {
      client.destroy();
    },
  };
}
