import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { breachCheckResultSchema, breachCheckSchema } from '@prop/contracts/breach';
import { riskEndpoints } from '@prop/contracts/endpoints/risk';
import { requireTrader } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import type { RiskContext } from '../context.ts';

export const breachCheckRoutes: FastifyPluginAsyncZod<RiskContext> = async (app, ctx) => {
  app.post(
    riskEndpoints.postDrawdownBreachCheck.path,
    {
      // Who may call is settled before the body is read: a wrong caller learns nothing about the payload.
      onRequest: async (request) => {
        requireTrader(request);
      },
      schema: {
        body: breachCheckSchema,
        response: { 200: breachCheckResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    // The body's figures (and ids) are only a hint that a check is due; the caller's own account is checked.
    async (request) => ctx.owner.ask('breachCheck', requireTrader(request).userId),
  );
};
