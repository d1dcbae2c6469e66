import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BREACH_MESSAGES, traderBreachEvidenceSchema } from '@prop/contracts/breach';
import { riskEndpoints } from '@prop/contracts/endpoints/risk';
import { requireTrader } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { notFound } from '@prop/service-kit/errors';
import type { RiskContext } from '../context.ts';

/** Beyond the spec: the trader sees the evidence of their own account's latest breach, and only that. */
export const traderBreachEvidenceRoutes: FastifyPluginAsyncZod<RiskContext> = async (app, ctx) => {
  app.get(
    riskEndpoints.getDrawdownBreachEvidence.path,
    { schema: { response: { 200: traderBreachEvidenceSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      const evidence = await ctx.owner.ask('breachEvidence', requireTrader(request).userId);
      if (!evidence) throw notFound(BREACH_MESSAGES.notFound);
      return evidence;
    },
  );
};
