import type { FastifyRequest } from 'fastify';
import type { KycDocumentKind } from '@prop/contracts/kyc';
import { KYC_UPLOAD_FIELDS } from '@prop/contracts/kyc-documents';
import { KYC_MESSAGES } from '@prop/contracts/kyc-messages';
import { AppError, badRequest } from '@prop/service-kit/errors';
import { sanitiseFileName } from '../domain/document-name.ts';
import type { DocumentVault, SealedDocument } from './document-vault.ts';

export interface ReceivedDocument extends SealedDocument {
  kind: KycDocumentKind;
  originalName: string;
}

const kindOf = (field: string): KycDocumentKind | undefined =>
  Object.hasOwn(KYC_UPLOAD_FIELDS, field) ? KYC_UPLOAD_FIELDS[field as keyof typeof KYC_UPLOAD_FIELDS] : undefined;

/**
 * Streams the two documents of a multipart upload into the vault, one after the other as they
 * arrive. Unknown fields, repeated fields and empty file inputs are skipped. If anything fails,
 * including a missing document, the files already stored are removed before the error goes on.
 */
export async function receiveKycUpload(request: FastifyRequest, vault: DocumentVault): Promise<ReceivedDocument[]> {
  if (!request.isMultipart()) throw badRequest(KYC_MESSAGES.missingDocuments);
  const received = new Map<KycDocumentKind, ReceivedDocument>();
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const kind = kindOf(part.fieldname);
      if (!kind || received.has(kind) || !part.filename) {
        part.file.resume();
        continue;
      }
      const sealed = await vault.seal(part.file);
      received.set(kind, { ...sealed, kind, originalName: sanitiseFileName(part.filename, sealed.contentType) });
    }
    if (received.size < Object.keys(KYC_UPLOAD_FIELDS).length) throw badRequest(KYC_MESSAGES.missingDocuments);
    return [...received.values()];
  } catch (error) {
    // Read and drop the rest of the body, so the client gets our answer instead of a stalled or
    // reset connection. Unpiping first means the parser's own unpipe, later, cannot pause it again.
    request.raw.unpipe();
    request.raw.resume();
    await vault.discard([...received.values()].map((document) => document.storageKey));
    throw asClientError(error);
  }
}

/** The multipart parser's own limit errors, in words a trader can act on. */
function asClientError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', KYC_MESSAGES.fileTooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', KYC_MESSAGES.tooManyFiles);
  }
  return error;
}
