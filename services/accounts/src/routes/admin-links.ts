import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  linkMt5Schema,
  linkResultSchema,
  tradingAccountSchema,
  unlinkMt5Schema,
} from '@prop/contracts/account';
import { toTradingAccount } from '@prop/contracts/account-view';
import { accountsEndpoints } from '@prop/contracts/endpoints/accounts';
import { idParamSchema } from '@prop/contracts/user';
import { actorOf } from '@prop/service-kit/actor';
import { requireAdmin } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { notFound } from '@prop/service-kit/errors';
import { linkMt5Account } from '../commands/link-mt5-account.ts';
import { unlinkMt5Account } from '../commands/unlink-mt5-account.ts';
import type { AccountsContext } from '../context.ts';
import { factsOfRow } from '../domain/account-link.ts';

export const adminLinkRoutes: FastifyPluginAsyncZod<AccountsContext> = async (app, ctx) => {
  app.post(
    accountsEndpoints.postAdminLinkMt5.path,
    {
      schema: {
        body: linkMt5Schema,
        response: { 200: linkResultSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      requireAdmin(request);
      const { link, snapshot } = await linkMt5Account(ctx, actorOf(request), request.body);
      return { message: ACCOUNT_MESSAGES.linked, account: toTradingAccount(link, snapshot) };
    },
  );

  app.post(
    accountsEndpoints.postAdminUnlinkMt5.path,
    { schema: { body: unlinkMt5Schema, response: { 200: linkResultSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      requireAdmin(request);
      const closed = await unlinkMt5Account(ctx, actorOf(request), request.body.userId);
      return {
        message: ACCOUNT_MESSAGES.unlinked,
        account: toTradingAccount(factsOfRow(closed), ctx.provider.get(closed.mt5_account_id)),
      };
    },
  );

  app.get(
    accountsEndpoints.getAdminUserAccountById.path,
    { schema: { params: idParamSchema, response: { 200: tradingAccountSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      requireAdmin(request);
      const link = ctx.links.forUser(request.params.id);
      if (!link) throw notFound(ACCOUNT_MESSAGES.noAccount);
      return toTradingAccount(link, ctx.provider.get(link.mt5AccountId));
    },
  );
};
