import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  INSTANT_FUNDING,
  linkMt5Schema,
  linkResultSchema,
  tradingAccountSchema,
  unlinkMt5Schema,
} from '@prop/contracts/account';
import { idParamSchema } from '@prop/contracts/user';
import { recordAdminAction } from '@prop/service-kit/audit';
import { requireAdmin } from '@prop/service-kit/caller';
import { conflict, notFound } from '@prop/service-kit/errors';
import type { AccountsContext } from '../context.ts';
import { fulfilOldestPending } from '../db/provisions.ts';
import { findOpenAccountForUpdate } from '../db/trading-accounts.ts';
import { factsOfRow } from '../domain/account-link.ts';
import { toTradingAccount } from '@prop/contracts/account-view';
import { figuresOf } from '../domain/decimal-text.ts';
import { closeAccount } from '../links/close-account.ts';
import { linkAccount } from '../links/link-account.ts';
import { errorResponses } from '@prop/service-kit/error-responses';

export const adminLinkRoutes: FastifyPluginAsyncZod<AccountsContext> = async (app, ctx) => {
  app.post(
    '/api/admin/link-mt5',
    {
      schema: { body: linkMt5Schema, response: { 200: linkResultSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { userId, mt5AccountId, fundingBalance } = request.body;
      const snapshot = ctx.provider.get(mt5AccountId);
      if (!snapshot) throw notFound(ACCOUNT_MESSAGES.mt5NotFound);
      // Fast, clear answers from memory; the database's unique indexes decide any race.
      if (ctx.links.forUser(userId)) throw conflict(ACCOUNT_MESSAGES.userHasAccount);
      if (ctx.links.forMt5(mt5AccountId)) throw conflict(ACCOUNT_MESSAGES.mt5Taken);
      // A simulated broker funds the account with the chosen balance (after commit, below); a real one holds it.
      const control = ctx.provider.control;
      const funding = Number(fundingBalance);
      const link = await ctx.db.transaction().execute(async (trx) => {
        const opened = await linkAccount(trx, {
          userId,
          snapshot,
          figures: control ? figuresOf({ info: { balance: funding, equity: funding } }) : figuresOf(snapshot),
          fundingBalance,
          accountType: INSTANT_FUNDING,
          linkedBy: admin.userId,
          purchaseId: null,
        });
        await fulfilOldestPending(trx, userId, opened.accountId);
        await recordAdminAction(trx, request, 'accounts', {
          action: 'mt5.linked',
          target: { type: 'user', id: userId },
          before: null,
          after: { accountId: opened.accountId, mt5AccountId, fundingBalance },
        });
        return opened;
      });
      ctx.links.put(link);
      ctx.publishSoon();
      const funded = control?.fund(mt5AccountId, funding) ?? snapshot;
      return { message: ACCOUNT_MESSAGES.linked, account: toTradingAccount(link, funded) };
    },
  );

  app.post(
    '/api/admin/unlink-mt5',
    { schema: { body: unlinkMt5Schema, response: { 200: linkResultSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      const admin = requireAdmin(request);
      const { userId } = request.body;
      const closed = await ctx.db.transaction().execute(async (trx) => {
        const open = await findOpenAccountForUpdate(trx, userId);
        if (!open) return undefined;
        await recordAdminAction(trx, request, 'accounts', {
          action: 'mt5.unlinked',
          target: { type: 'user', id: userId },
          before: { accountId: open.id, mt5AccountId: open.mt5_account_id, status: open.status },
          after: { status: 'unlinked' },
        });
        return closeAccount(trx, open, 'unlinked', admin.userId, ctx.provider.get(open.mt5_account_id));
      });
      if (!closed) throw notFound(ACCOUNT_MESSAGES.notLinked);
      ctx.links.remove(closed.id, userId);
      ctx.publishSoon();
      return {
        message: ACCOUNT_MESSAGES.unlinked,
        account: toTradingAccount(factsOfRow(closed), ctx.provider.get(closed.mt5_account_id)),
      };
    },
  );

  app.get(
    '/api/admin/user/account/:id',
    { schema: { params: idParamSchema, response: { 200: tradingAccountSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      requireAdmin(request);
      const link = ctx.links.forUser(request.params.id);
      if (!link) throw notFound(ACCOUNT_MESSAGES.noAccount);
      return toTradingAccount(link, ctx.provider.get(link.mt5AccountId));
    },
  );
};
