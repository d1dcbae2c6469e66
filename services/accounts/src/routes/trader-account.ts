import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES, tradingAccountSchema } from '@prop/contracts/account';
import { requireTrader } from '@prop/service-kit/caller';
import { notFound } from '@prop/service-kit/errors';
import type { AccountsContext } from '../context.ts';
import { toTradingAccount } from '@prop/contracts/account-view';
import { accountsEndpoints } from '@prop/contracts/endpoints/accounts';
import { errorResponses } from '@prop/service-kit/error-responses';

/** The trader's own account, by session only: polled every second, answered from memory. */
export const traderAccountRoutes: FastifyPluginAsyncZod<AccountsContext> = async (app, ctx) => {
  app.get(
    accountsEndpoints.getAccount.path,
    { schema: { response: { 200: tradingAccountSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      const link = ctx.links.forUser(requireTrader(request).userId);
      if (!link) throw notFound(ACCOUNT_MESSAGES.noAccount);
      return toTradingAccount(link, ctx.provider.get(link.mt5AccountId));
    },
  );
};
