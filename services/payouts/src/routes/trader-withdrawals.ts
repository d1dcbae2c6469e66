import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { payoutsEndpoints } from '@prop/contracts/endpoints/payouts';
import {
  IDEMPOTENCY_HEADER,
  withdrawalConflictSchema,
  withdrawalEligibilitySchema,
  withdrawalRequestListSchema,
  withdrawalRequestSchema,
  withdrawalSubmitHeadersSchema,
  withdrawalSubmitSchema,
  withdrawalWindowSchema,
} from '@prop/contracts/withdrawal';
import { actorOf } from '@prop/service-kit/actor';
import { requireTrader } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { requestWithdrawal } from '../commands/request-withdrawal.ts';
import type { PayoutsContext } from '../context.ts';
import { listWithdrawalsOfUser } from '../db/withdrawal-requests.ts';
import { isWithdrawalDay } from '../domain/withdrawal-day.ts';
import { toWithdrawalQuote, toWithdrawalRequest } from '../domain/withdrawal-view.ts';
import { loadEligibility } from '../views/withdrawal-eligibility.ts';

export const traderWithdrawalRoutes: FastifyPluginAsyncZod<PayoutsContext> = async (app, ctx) => {
  // Who may call is settled before the body is read: a wrong caller learns nothing about the payload.
  app.addHook('onRequest', async (request) => {
    requireTrader(request);
  });

  app.get(
    payoutsEndpoints.getWithdrawalRequests.path,
    { schema: { response: { 200: withdrawalRequestListSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      // The spec's list of profit splits; an affiliate's commission payouts show on their Affiliate page.
      const rows = await listWithdrawalsOfUser(ctx.db, requireTrader(request).userId, 'profit_split');
      return rows.map(toWithdrawalRequest);
    },
  );

  /** The dashboard enables its button on the server's day, not the browser's: the rule is the server's. */
  app.get(
    payoutsEndpoints.getWithdrawalWindow.path,
    { schema: { response: { 200: withdrawalWindowSchema, ...errorResponses(401, 403) } } },
    async () => ({ open: isWithdrawalDay(ctx.clock.now(), ctx.timeZone), timeZone: ctx.timeZone }),
  );

  app.get(
    payoutsEndpoints.getWithdrawalEligibility.path,
    { schema: { response: { 200: withdrawalEligibilitySchema, ...errorResponses(401, 403, 503) } } },
    async (request) => loadEligibility(ctx, requireTrader(request).userId),
  );

  app.post(
    payoutsEndpoints.postWithdrawalRequest.path,
    {
      schema: {
        headers: withdrawalSubmitHeadersSchema,
        body: withdrawalSubmitSchema,
        response: {
          201: withdrawalRequestSchema,
          409: withdrawalConflictSchema,
          ...errorResponses(400, 401, 403, 422, 503),
        },
      },
    },
    async (request, reply) => {
      const outcome = await requestWithdrawal(ctx, actorOf(request), {
        idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
        input: request.body,
      });
      if (outcome.kind === 'quoted') {
        return reply.code(409).send({ message: outcome.message, quote: toWithdrawalQuote(outcome.quote) });
      }
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(toWithdrawalRequest(outcome.row));
    },
  );
};
