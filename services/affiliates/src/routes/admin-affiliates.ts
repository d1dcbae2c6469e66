import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AFFILIATE_MESSAGES, adminAffiliateListSchema, commissionRatesSchema } from '@prop/contracts/affiliates';
import { affiliatesEndpoints } from '@prop/contracts/endpoints/affiliates';
import { actorOf } from '@prop/service-kit/actor';
import { requireAdmin } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { setCommissionRates } from '../commands/set-commission-rates.ts';
import type { AffiliatesContext } from '../context.ts';
import { loadCommissionRates } from '../views/commission-rates.ts';
import { loadAdminAffiliates } from '../views/affiliate-figures.ts';

export const adminAffiliateRoutes: FastifyPluginAsyncZod<AffiliatesContext> = async (app, ctx) => {
  // Who may call is settled before the body is read: a wrong caller learns nothing about the payload.
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });

  app.get(
    affiliatesEndpoints.getAdminAffiliates.path,
    { schema: { response: { 200: adminAffiliateListSchema, ...errorResponses(401, 403) } } },
    async () => loadAdminAffiliates(ctx.db, ctx.publicAppUrl),
  );

  app.get(
    affiliatesEndpoints.getAdminAffiliateCommissionRates.path,
    { schema: { response: { 200: commissionRatesSchema, ...errorResponses(401, 403) } } },
    async () => loadCommissionRates(ctx.db),
  );

  app.put(
    affiliatesEndpoints.putAdminAffiliateCommissionRates.path,
    {
      schema: {
        body: commissionRatesSchema,
        response: { 200: commissionRatesSchema.extend({ message: z.string() }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await setCommissionRates(ctx, actorOf(request), request.body);
      return { message: AFFILIATE_MESSAGES.ratesSaved, ...(await loadCommissionRates(ctx.db)) };
    },
  );
};
