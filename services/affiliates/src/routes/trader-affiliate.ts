import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { affiliatePageSchema, referralClickSchema } from '@prop/contracts/affiliates';
import { affiliatesEndpoints } from '@prop/contracts/endpoints/affiliates';
import { actorOf } from '@prop/service-kit/actor';
import { clientOf, requireTrader } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { joinAffiliate } from '../commands/join-affiliate.ts';
import { recordReferralClick } from '../commands/record-click.ts';
import { requestPayout } from '../commands/request-payout.ts';
import type { AffiliatesContext } from '../context.ts';
import { loadAffiliateFigures } from '../views/affiliate-figures.ts';

export const traderAffiliateRoutes: FastifyPluginAsyncZod<AffiliatesContext> = async (app, ctx) => {
  const pageOf = async (userId: string) => ({
    affiliate: await loadAffiliateFigures(ctx.db, ctx.publicAppUrl, userId),
  });

  app.get(
    affiliatesEndpoints.getAffiliate.path,
    { schema: { response: { 200: affiliatePageSchema, ...errorResponses(401, 403) } } },
    async (request) => pageOf(requireTrader(request).userId),
  );

  app.post(
    affiliatesEndpoints.postAffiliate.path,
    { schema: { response: { 200: affiliatePageSchema, 201: affiliatePageSchema, ...errorResponses(401, 403) } } },
    async (request, reply) => {
      const { userId } = requireTrader(request);
      const { joined } = await joinAffiliate(ctx, actorOf(request), userId);
      return reply.code(joined ? 201 : 200).send(await pageOf(userId));
    },
  );

  // The whole available commission at once; 201 with the page showing it pending.
  app.post(
    affiliatesEndpoints.postAffiliatePayout.path,
    { schema: { response: { 201: affiliatePageSchema, ...errorResponses(400, 401, 403) } } },
    async (request, reply) => {
      const { userId } = requireTrader(request);
      await requestPayout(ctx, actorOf(request), userId);
      return reply.code(201).send(await pageOf(userId));
    },
  );

  // Public and always 204: whether the code exists or the visit counted is nobody's business here.
  app.post(
    affiliatesEndpoints.postAffiliateClick.path,
    { schema: { body: referralClickSchema, response: { 204: z.null(), ...errorResponses(400) } } },
    async (request, reply) => {
      const client = clientOf(request, ctx.internalToken);
      await recordReferralClick(ctx, actorOf(request), { code: request.body.code, ...client });
      return reply.code(204).send(null);
    },
  );
};
