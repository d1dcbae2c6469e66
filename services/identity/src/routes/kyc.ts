import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { traderKycSchema } from '@prop/contracts/kyc';
import { requireTrader } from '@prop/service-kit/caller';
import { unauthorized } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import { findKyc } from '../db/kyc.ts';
import { toTraderKyc } from '../domain/kyc-view.ts';
import { errorResponses } from '@prop/service-kit/error-responses';

export const kycRoutes: FastifyPluginAsyncZod<IdentityContext> = async (app, ctx) => {
  app.get(
    identityEndpoints.getKyc.path,
    { schema: { response: { 200: traderKycSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      const kyc = await findKyc(ctx.db, requireTrader(request).userId);
      if (!kyc) throw unauthorized();
      return toTraderKyc(kyc);
    },
  );
};
