import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import type { KycContentType } from '@prop/contracts/kyc';
import { KYC_MESSAGES } from '@prop/contracts/kyc-messages';
import { AppError, badRequest } from '@prop/service-kit/errors';
import { detectDocumentType, SNIFF_BYTES } from '../domain/document-type.ts';

/**
 * Passes an upload through while judging it: the first bytes decide its type (the stream fails
 * before anything else is written if they are not a PDF, JPEG or PNG), every byte counts toward
 * the size limit (failing the moment it is passed), and the plaintext is hashed.
 */
export class DocumentInspector extends Transform {
  contentType: KycContentType | null = null;
  size = 0;
  private readonly hash = createHash('sha256');
  private head: Buffer[] = [];

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      done(new AppError('PAYLOAD_TOO_LARGE', KYC_MESSAGES.fileTooLarge));
    } else if (this.contentType) {
      this.hash.update(chunk);
      done(null, chunk);
    } else {
      this.hash.update(chunk);
      this.head.push(chunk);
      const head = Buffer.concat(this.head);
      if (head.length < SNIFF_BYTES) done();
      else this.decide(head, done);
    }
  }

  override _flush(done: TransformCallback): void {
    if (this.contentType) done();
    else this.decide(Buffer.concat(this.head), done);
  }

  /** Hex SHA-256 of everything that passed; call once the stream has ended. */
  sha256(): string {
    return this.hash.digest('hex');
  }

  private decide(head: Buffer, done: TransformCallback): void {
    this.head = [];
    this.contentType = detectDocumentType(head);
    if (this.contentType) done(null, head);
    else done(badRequest(KYC_MESSAGES.unsupportedType));
  }
}

/**
 * Checks decrypted bytes against the SHA-256 recorded at upload. The last chunk is held back until
 * the whole file has proved right (the GCM tag upstream, this hash here), so a reader given a
 * Content-Length never receives a complete-looking copy of a damaged file.
 */
export class Sha256Check extends Transform {
  private readonly hash = createHash('sha256');
  private held: Buffer | null = null;

  constructor(private readonly expected: string) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.hash.update(chunk);
    const previous = this.held;
    this.held = chunk;
    done(null, previous ?? undefined);
  }

  override _flush(done: TransformCallback): void {
    const actual = this.hash.digest('hex');
    if (actual === this.expected) done(null, this.held ?? undefined);
    else done(new Error(`SHA-256 mismatch: expected ${this.expected}, got ${actual}`));
  }
}
