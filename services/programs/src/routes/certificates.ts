import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { programsEndpoints } from '@prop/contracts/endpoints/programs';
import { CERTIFICATE_MESSAGES, certificateListSchema, certificateVerificationSchema } from '@prop/contracts/program';
import { requireTrader } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { fileResponse } from '@prop/service-kit/openapi';
import { notFound } from '@prop/service-kit/errors';
import type { ProgramsContext } from '../context.ts';
import { certificateById, certificatesOfUser } from '../db/certificates.ts';
import { certificateOf, verificationOf } from '../domain/certificate-view.ts';
import { certificatePdf } from '../pdf/certificate-pdf.ts';

const uuid = z.uuid();
const PDF_FILE = /^(.+)\.pdf$/;

/** The certificate an id names; a malformed id names none (404, like an unknown one). */
async function certificateNamed(ctx: ProgramsContext, id?: string) {
  const row = id && uuid.safeParse(id).success ? await certificateById(ctx.db, id) : undefined;
  if (!row) throw notFound(CERTIFICATE_MESSAGES.notFound);
  return row;
}

/** The trader's own certificates and their PDFs, and the public check of any certificate by its id. */
export const certificateRoutes: FastifyPluginAsyncZod<ProgramsContext> = async (app, ctx) => {
  app.get(
    programsEndpoints.getAccountCertificates.path,
    { schema: { response: { 200: certificateListSchema, ...errorResponses(401, 403) } } },
    async (request) => (await certificatesOfUser(ctx.db, requireTrader(request).userId)).map(certificateOf),
  );

  app.get(
    programsEndpoints.getAccountCertificatePdf.path,
    {
      schema: {
        params: z.object({ file: z.string() }),
        response: { 200: fileResponse('application/pdf', 'The certificate'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { userId } = requireTrader(request);
      const certificate = await certificateNamed(ctx, PDF_FILE.exec(request.params.file)?.[1]);
      // Another trader's certificate is as unknown as a missing one.
      if (certificate.user_id !== userId) throw notFound(CERTIFICATE_MESSAGES.notFound);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="certificate-${certificate.id}.pdf"`)
        .send(await certificatePdf(certificate));
    },
  );

  app.get(
    programsEndpoints.getCertificatesById.path,
    {
      schema: {
        params: z.object({ id: z.string() }),
        response: { 200: certificateVerificationSchema, ...errorResponses(404) },
      },
    },
    async (request) => verificationOf(await certificateNamed(ctx, request.params.id)),
  );
};
