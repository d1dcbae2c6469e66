import { once } from 'node:events';
import { type Readable, pipeline } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { KYC_MAX_FILE_BYTES } from '@prop/contracts/constants';
import type { KycContentType } from '@prop/contracts/kyc';
import { newStorageKey, type DocumentStore } from './document-store.ts';
import { decryptingStream, encryptingStream } from './encryption.ts';
import { DocumentInspector, Sha256Check } from './inspect-document.ts';

/** What the database keeps about a stored file: where it is, how to decrypt it, what it was. */
export interface SealedDocument {
  storageKey: string;
  iv: Buffer;
  authTag: Buffer;
  sha256: string;
  size: number;
  contentType: KycContentType;
}

/**
 * KYC files in and out of storage: inspected and encrypted on the way in, decrypted and verified
 * on the way out, as streams end to end, so no file is ever held whole in memory.
 */
export class DocumentVault {
  constructor(
    private readonly store: DocumentStore,
    private readonly key: Buffer,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Stores an upload encrypted under a new random name; refused uploads leave nothing behind. */
  async seal(upload: Readable): Promise<SealedDocument> {
    const storageKey = newStorageKey();
    const inspector = new DocumentInspector(KYC_MAX_FILE_BYTES);
    const { cipher, iv, authTag } = encryptingStream(this.key, storageKey);
    // The store reads the cipher's output; any failure upstream (too large, wrong type, aborted
    // request) is passed down to it, so its put rejects and it removes what it had written.
    await this.store.put(
      storageKey,
      pipeline(upload, inspector, cipher, () => {}),
    );
    return {
      storageKey,
      iv,
      authTag: authTag(),
      sha256: inspector.sha256(),
      size: inspector.size,
      contentType: inspector.contentType as KycContentType,
    };
  }

  /**
   * The decrypted file, once its first bytes are ready: a file that fails before then (a small one
   * fails whole) rejects here, before any response header is set. A damaged or swapped blob fails
   * the stream and is logged as an integrity failure.
   */
  async open(
    sealed: Pick<SealedDocument, 'storageKey' | 'iv' | 'authTag' | 'sha256'> & { id: string },
  ): Promise<Readable> {
    const stored = await this.store.get(sealed.storageKey);
    const plain = pipeline(stored, decryptingStream(this.key, sealed), new Sha256Check(sealed.sha256), (error) => {
      if (!error || (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
      this.log.error({ err: error, documentId: sealed.id }, 'KYC document failed its integrity check');
    });
    await once(plain, 'readable');
    return plain;
  }

  /**
   * Removes stored files. Called once no row names them, so a failure here leaves only ciphertext
   * whose IV went with its row: it is logged with the key for cleanup, never thrown at a caller
   * whose change has already committed.
   */
  async discard(storageKeys: readonly string[]): Promise<void> {
    const results = await Promise.allSettled(storageKeys.map((key) => this.store.delete(key)));
    results.forEach((result, index) => {
      if (result.status === 'rejected') {
        this.log.error({ err: result.reason, storageKey: storageKeys[index] }, 'could not delete a KYC document file');
      }
    });
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
