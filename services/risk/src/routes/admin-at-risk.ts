import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { atRiskAccountListSchema } from '@prop/contracts/breach';
import { riskEndpoints } from '@prop/contracts/endpoints/risk';
import { requireAdmin } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import type { RiskContext } from '../context.ts';
import { loadAtRiskAccounts } from '../views/at-risk-accounts.ts';

// Beyond the spec (issue 18): accounts near a loss limit, for the admin's breaches screen.
export const adminAtRiskRoutes: FastifyPluginAsyncZod<RiskContext> = async (app, ctx) => {
  app.get(
    riskEndpoints.getAdminAtRiskAccounts.path,
    {
      onRequest: async (request) => {
        requireAdmin(request);
      },
      schema: { response: { 200: atRiskAccountListSchema, ...errorResponses(401, 403) } },
    },
    async () => loadAtRiskAccounts(ctx),
  );
};
