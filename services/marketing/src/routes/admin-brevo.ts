import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailInfoSchema,
  emailListsSchema,
  listMembershipSchema,
  MARKETING_SERVER_MESSAGES,
} from '@prop/contracts/marketing';
import { userIdParamSchema } from '@prop/contracts/user';
import { recordAdminAction } from '@prop/service-kit/audit';
import { requireAdmin } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { notFound } from '@prop/service-kit/errors';
import { pushContact } from '../commands/push-contact.ts';
import type { MarketingContext } from '../context.ts';
import { findContact } from '../db/contacts.ts';
import { requireBrevo, viaBrevo } from './require-brevo.ts';

const brevoErrors = errorResponses(401, 403, 422, 503);
const userErrors = errorResponses(400, 401, 403, 404, 422, 503);

/** The firm's Brevo list, every list of the account, and one user in or out of the firm's list. */
export const adminBrevoRoutes: FastifyPluginAsyncZod<MarketingContext> = async (app, ctx) => {
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });

  app.get('/api/admin/brevo/info', { schema: { response: { 200: emailInfoSchema, ...brevoErrors } } }, async () => {
    const { work } = requireBrevo(ctx);
    const list = await viaBrevo(() => work.brevo.client.getList(work.brevo.listId));
    return {
      name: list.name,
      totalSubscribers: list.totalSubscribers,
      uniqueSubscribers: list.uniqueSubscribers,
      totalBlacklisted: list.totalBlacklisted,
    };
  });

  app.get('/api/admin/brevo/lists', { schema: { response: { 200: emailListsSchema, ...brevoErrors } } }, async () => {
    const { work } = requireBrevo(ctx);
    const lists = await viaBrevo(() => work.brevo.client.getLists());
    return lists.map(({ id, name, totalSubscribers }) => ({ id, name, totalSubscribers }));
  });

  app.post(
    '/api/admin/brevo/add/:userId',
    { schema: { params: userIdParamSchema, response: { 200: listMembershipSchema, ...userErrors } } },
    async (request) => {
      const { work } = requireBrevo(ctx);
      const { userId } = request.params;
      const contact = await viaBrevo(() => pushContact(work, userId, { addToList: true }));
      if (!contact) throw notFound(MARKETING_SERVER_MESSAGES.userNotFound);
      const listId = work.brevo.listId;
      await recordAdminAction(ctx.db, request, 'marketing', {
        action: 'brevo.contact_added',
        target: { type: 'user', id: userId },
        before: null,
        after: { listId },
      });
      ctx.publishSoon();
      return { userId, email: contact.email, listId, inList: true };
    },
  );

  app.delete(
    '/api/admin/brevo/remove/:userId',
    { schema: { params: userIdParamSchema, response: { 200: listMembershipSchema, ...userErrors } } },
    async (request) => {
      const { work } = requireBrevo(ctx);
      const { userId } = request.params;
      const contact = await findContact(ctx.db, userId);
      if (!contact) throw notFound(MARKETING_SERVER_MESSAGES.userNotFound);
      const listId = work.brevo.listId;
      await viaBrevo(() => work.brevo.client.removeFromList(listId, contact.email));
      await recordAdminAction(ctx.db, request, 'marketing', {
        action: 'brevo.contact_removed',
        target: { type: 'user', id: userId },
        before: { listId },
        after: null,
      });
      ctx.publishSoon();
      return { userId, email: contact.email, listId, inList: false };
    },
  );
};
