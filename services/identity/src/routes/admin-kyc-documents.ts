import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { AUTH_MESSAGES } from '@prop/contracts/errors';
import {
  kycContentTypeSchema,
  kycDocumentDownloadQuerySchema,
  kycDocumentIdParamSchema,
  kycDocumentSchema,
} from '@prop/contracts/kyc';
import { KYC_MESSAGES } from '@prop/contracts/kyc-messages';
import { userIdParamSchema } from '@prop/contracts/user';
import { requireAdmin } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { notFound } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import { findKyc } from '../db/kyc.ts';
import { findDocument, listDocuments } from '../db/kyc-documents.ts';
import { contentDisposition } from '../domain/document-name.ts';
import { toKycDocument } from '../domain/kyc-view.ts';

/** Admins read KYC files here; no trader, not even the owner, can fetch a file back. */
export const adminKycDocumentRoutes: FastifyPluginAsyncZod<IdentityContext> = async (app, ctx) => {
  app.get(
    identityEndpoints.getAdminKycByUserIdDocuments.path,
    {
      schema: {
        params: userIdParamSchema,
        response: { 200: z.array(kycDocumentSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireAdmin(request);
      const { userId } = request.params;
      if (!(await findKyc(ctx.db, userId))) throw notFound(AUTH_MESSAGES.userNotFound);
      return (await listDocuments(ctx.db, userId)).map(toKycDocument);
    },
  );

  app.get(
    identityEndpoints.getAdminKycDocumentsByDocumentId.path,
    {
      schema: {
        params: kycDocumentIdParamSchema,
        querystring: kycDocumentDownloadQuerySchema,
        // The file is streamed as it is decrypted; Fastify sends streams without serialising them.
        response: {
          200: z.custom<Readable>((value) => value instanceof Readable),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const document = await findDocument(ctx.db, request.params.documentId);
      if (!document) throw notFound(KYC_MESSAGES.documentNotFound);
      const body = await ctx.documents.open({
        id: document.id,
        storageKey: document.storage_key,
        iv: document.iv,
        authTag: document.auth_tag,
        sha256: document.sha256,
      });
      request.log.info(
        { documentId: document.id, userId: document.user_id, adminId: admin.userId },
        'KYC document read',
      );
      return reply
        .type(kycContentTypeSchema.parse(document.content_type))
        .header('content-length', document.size)
        .header('content-disposition', contentDisposition(request.query.disposition, document.original_name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
