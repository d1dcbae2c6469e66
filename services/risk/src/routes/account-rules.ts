import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES } from '@prop/contracts/account';
import { accountViolationListSchema } from '@prop/contracts/breach';
import { riskEndpoints } from '@prop/contracts/endpoints/risk';
import { accountObjectivesSchema } from '@prop/contracts/program';
import { requireTrader } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { notFound } from '@prop/service-kit/errors';
import type { RiskContext } from '../context.ts';

/** Beyond the spec (issue 18): the trader's own account judged by its rule pack, and its violations. */
export const accountRulesRoutes: FastifyPluginAsyncZod<RiskContext> = async (app, ctx) => {
  app.get(
    riskEndpoints.getAccountObjectives.path,
    { schema: { response: { 200: accountObjectivesSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      const objectives = await ctx.owner.ask('objectives', requireTrader(request).userId);
      if (!objectives) throw notFound(ACCOUNT_MESSAGES.noAccount);
      return objectives;
    },
  );
  app.get(
    riskEndpoints.getAccountViolations.path,
    { schema: { response: { 200: accountViolationListSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      const violations = await ctx.owner.ask('violations', requireTrader(request).userId);
      if (!violations) throw notFound(ACCOUNT_MESSAGES.noAccount);
      return violations;
    },
  );
};
