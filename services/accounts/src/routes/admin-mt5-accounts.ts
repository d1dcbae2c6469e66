import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  mt5AccountIdParamSchema,
  mt5AccountListSchema,
  mt5AccountSchema,
  setMt5EquitySchema,
} from '@prop/contracts/account';
import { recordAdminAction } from '@prop/service-kit/audit';
import { requireAdmin } from '@prop/service-kit/caller';
import { conflict, notFound } from '@prop/service-kit/errors';
import type { AccountsContext } from '../context.ts';
import { toMt5Account } from '../domain/mt5-view.ts';
import type { Mt5Snapshot } from '../mt5/provider.ts';
import { errorResponses } from '@prop/service-kit/error-responses';

export const adminMt5AccountRoutes: FastifyPluginAsyncZod<AccountsContext> = async (app, ctx) => {
  const view = (snapshot: Mt5Snapshot) => toMt5Account(snapshot, ctx.links.forMt5(snapshot.id)?.userId ?? null);

  app.get(
    '/api/admin/mt5-accounts',
    { schema: { response: { 200: mt5AccountListSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      requireAdmin(request);
      return ctx.provider.list().map(view);
    },
  );

  /** The simulator's control: drives an account's equity to a breach or a profit, for demos and tests. */
  app.post(
    '/api/admin/mt5-accounts/:id/equity',
    {
      schema: {
        params: mt5AccountIdParamSchema,
        body: setMt5EquitySchema,
        response: { 200: mt5AccountSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireAdmin(request);
      const control = ctx.provider.control;
      if (!control) throw conflict(ACCOUNT_MESSAGES.simulatorOnly);
      const previous = ctx.provider.get(request.params.id)?.info?.equity ?? null;
      const snapshot = control.setEquity(request.params.id, request.body.equity);
      if (!snapshot) throw notFound(ACCOUNT_MESSAGES.mt5NotFound);
      // The equity lives in the simulator's memory, so the record has no transaction to join.
      await recordAdminAction(ctx.db, request, 'accounts', {
        action: 'mt5.equity_set',
        target: { type: 'mt5_account', id: request.params.id },
        before: { equity: previous },
        after: { equity: request.body.equity },
      });
      ctx.publishSoon();
      return view(snapshot);
    },
  );
};
