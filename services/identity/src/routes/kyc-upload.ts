import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { KYC_MAX_FILE_BYTES } from '@prop/contracts/constants';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { kycUploadResultSchema } from '@prop/contracts/kyc';
import { KYC_UPLOAD_FIELDS } from '@prop/contracts/kyc-documents';
import { KYC_MESSAGES } from '@prop/contracts/kyc-messages';
import { actorOf } from '@prop/service-kit/actor';
import { requireTrader } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { conflict, unauthorized } from '@prop/service-kit/errors';
import { submitKycDocuments } from '../commands/submit-kyc-documents.ts';
import type { IdentityContext } from '../context.ts';
import { findKyc } from '../db/kyc.ts';
import { receiveKycUpload } from '../documents/receive-kyc-upload.ts';
import { uploadRefusal } from '../domain/kyc-rules.ts';
import { toTraderKyc } from '../domain/kyc-view.ts';

const FILES = Object.keys(KYC_UPLOAD_FIELDS).length;

export const kycUploadRoutes: FastifyPluginAsyncZod<IdentityContext> = async (app, ctx) => {
  // Scoped to this plugin: no other identity route accepts multipart bodies. The parser's own file
  // limit sits one byte above ours so that our inspector, with its clear message, always trips first.
  await app.register(multipart, {
    limits: { fileSize: KYC_MAX_FILE_BYTES + 1, files: FILES, fields: 8, fieldSize: 1024, parts: FILES + 8 },
  });

  app.post(
    identityEndpoints.postKycUpload.path,
    { schema: { response: { 201: kycUploadResultSchema, ...errorResponses(400, 401, 403, 409, 413) } } },
    async (request, reply) => {
      const { userId } = requireTrader(request);
      // Refuse before reading a byte of the body; the same rule is checked again under the lock.
      const before = await findKyc(ctx.db, userId);
      if (!before) throw unauthorized();
      const refusal = uploadRefusal(before);
      if (refusal) throw conflict(refusal);

      const documents = await receiveKycUpload(request, ctx.documents);
      await submitKycDocuments(ctx, actorOf(request), documents);
      const kyc = await findKyc(ctx.db, userId);
      if (!kyc) throw unauthorized();
      return reply.code(201).send({ message: KYC_MESSAGES.uploaded, kyc: toTraderKyc(kyc) });
    },
  );
};
