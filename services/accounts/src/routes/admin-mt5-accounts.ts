import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mt5AccountIdParamSchema,
  mt5AccountListSchema,
  mt5AccountSchema,
  setMt5EquitySchema,
} from '@prop/contracts/account';
import { accountsEndpoints } from '@prop/contracts/endpoints/accounts';
import {
  moveSimulatedPriceSchema,
  openSimulatedPositionSchema,
  positionIdParamSchema,
  positionSchema,
} from '@prop/contracts/trading';
import { z } from 'zod';
import { actorOf } from '@prop/service-kit/actor';
import { requireAdmin } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { setMt5Equity } from '../commands/set-mt5-equity.ts';
import {
  closeSimulatedPosition,
  moveSimulatedPrice,
  openSimulatedPosition,
} from '../commands/steer-simulated-trading.ts';
import type { AccountsContext } from '../context.ts';
import { toMt5Account } from '../domain/mt5-view.ts';
import type { Mt5Snapshot } from '../mt5/provider.ts';

export const adminMt5AccountRoutes: FastifyPluginAsyncZod<AccountsContext> = async (app, ctx) => {
  const view = (snapshot: Mt5Snapshot) => toMt5Account(snapshot, ctx.links.forMt5(snapshot.id)?.userId ?? null);

  app.get(
    accountsEndpoints.getAdminMt5Accounts.path,
    { schema: { response: { 200: mt5AccountListSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      requireAdmin(request);
      return ctx.provider.list().map(view);
    },
  );

  /** The simulator's control: drives an account's equity to a breach or a profit, for demos and tests. */
  app.post(
    accountsEndpoints.postAdminMt5AccountsByIdEquity.path,
    {
      schema: {
        params: mt5AccountIdParamSchema,
        body: setMt5EquitySchema,
        response: { 200: mt5AccountSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return view(await setMt5Equity(ctx, actorOf(request), request.params.id, request.body.equity));
    },
  );

  /** The simulator's trading control: opens a position on a simulated account and answers it. */
  app.post(
    accountsEndpoints.postAdminMt5AccountPositions.path,
    {
      schema: {
        params: mt5AccountIdParamSchema,
        body: openSimulatedPositionSchema,
        response: { 201: positionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const position = await openSimulatedPosition(ctx, actorOf(request), request.params.id, request.body);
      return reply.code(201).send(position);
    },
  );

  app.delete(
    accountsEndpoints.deleteAdminMt5AccountPosition.path,
    {
      schema: {
        params: positionIdParamSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      await closeSimulatedPosition(ctx, actorOf(request), request.params.id, request.params.positionId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    accountsEndpoints.postAdminMt5Prices.path,
    { schema: { body: moveSimulatedPriceSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 409) } } },
    async (request, reply) => {
      requireAdmin(request);
      await moveSimulatedPrice(ctx, actorOf(request), request.body.symbol, request.body.price);
      return reply.code(204).send(null);
    },
  );
};
