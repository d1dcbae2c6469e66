import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mt5AccountIdParamSchema,
  mt5AccountListSchema,
  mt5AccountSchema,
  setMt5EquitySchema,
} from '@prop/contracts/account';
import { accountsEndpoints } from '@prop/contracts/endpoints/accounts';
import { exportFormatSchema } from '@prop/contracts/exports';
import {
  moveSimulatedPriceSchema,
  openSimulatedPositionSchema,
  positionIdParamSchema,
  positionSchema,
} from '@prop/contracts/trading';
import { z } from 'zod';
import { actorOf } from '@prop/service-kit/actor';
import { requireAdmin } from '@prop/service-kit/caller';
import { auditedIn, sendCsvExport } from '@prop/service-kit/csv-export';
import { errorResponses } from '@prop/service-kit/error-responses';
import { listOrCsvResponse } from '@prop/service-kit/openapi';
import { setMt5Equity } from '../commands/set-mt5-equity.ts';
import {
  closeSimulatedPosition,
  moveSimulatedPrice,
  openSimulatedPosition,
} from '../commands/steer-simulated-trading.ts';
import type { AccountsContext } from '../context.ts';
import { MT5_CSV_COLUMNS } from '../domain/mt5-csv.ts';
import { toMt5Account } from '../domain/mt5-view.ts';
import type { Mt5Snapshot } from '../mt5/provider.ts';

export const adminMt5AccountRoutes: FastifyPluginAsyncZod<AccountsContext> = async (app, ctx) => {
  const view = (snapshot: Mt5Snapshot) => toMt5Account(snapshot, ctx.links.forMt5(snapshot.id)?.userId ?? null);

  app.get(
    accountsEndpoints.getAdminMt5Accounts.path,
    {
      schema: {
        querystring: exportFormatSchema,
        response: {
          200: listOrCsvResponse(mt5AccountListSchema, 'Every MT5 account with its latest figures'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      if (request.query.format === 'csv') {
        // The list lives in the provider's memory, not in PostgreSQL: its rows are written from there.
        return sendCsvExport(reply, {
          table: 'mt5-accounts',
          filters: {},
          columns: MT5_CSV_COLUMNS,
          rows: ctx.provider.list().map((snapshot) => ({ snapshot, link: ctx.links.forMt5(snapshot.id) })),
          record: auditedIn(ctx.runtime, actorOf(request)),
          now: ctx.runtime.clock.now(),
        });
      }
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
