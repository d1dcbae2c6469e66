import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mt5AccountIdParamSchema,
  mt5AccountListSchema,
  mt5AccountSchema,
  setMt5EquitySchema,
} from '@prop/contracts/account';
import { accountsEndpoints } from '@prop/contracts/endpoints/accounts';
import { actorOf } from '@prop/service-kit/actor';
import { requireAdmin } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { setMt5Equity } from '../commands/set-mt5-equity.ts';
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
};
