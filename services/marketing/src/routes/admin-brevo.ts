import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marketingEndpoints } from '@prop/contracts/endpoints/marketing';
import { emailInfoSchema, emailListsSchema, listMembershipSchema } from '@prop/contracts/marketing';
import { userIdParamSchema } from '@prop/contracts/user';
import { actorOf } from '@prop/service-kit/actor';
import { requireAdmin } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { addContactToList } from '../commands/add-contact-to-list.ts';
import { removeContactFromList } from '../commands/remove-contact-from-list.ts';
import type { MarketingContext } from '../context.ts';
import { requireBrevo, viaBrevo } from './require-brevo.ts';

const brevoErrors = errorResponses(401, 403, 422, 503);
const userErrors = errorResponses(400, 401, 403, 404, 422, 503);

/** The firm's Brevo list, every list of the account, and one user in or out of the firm's list. */
export const adminBrevoRoutes: FastifyPluginAsyncZod<MarketingContext> = async (app, ctx) => {
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });

  app.get(
    marketingEndpoints.getAdminBrevoInfo.path,
    { schema: { response: { 200: emailInfoSchema, ...brevoErrors } } },
    async () => {
      const { work } = requireBrevo(ctx);
      const list = await viaBrevo(() => work.brevo.client.getList(work.brevo.listId));
      return {
        name: list.name,
        totalSubscribers: list.totalSubscribers,
        uniqueSubscribers: list.uniqueSubscribers,
        totalBlacklisted: list.totalBlacklisted,
      };
    },
  );

  app.get(
    marketingEndpoints.getAdminBrevoLists.path,
    { schema: { response: { 200: emailListsSchema, ...brevoErrors } } },
    async () => {
      const { work } = requireBrevo(ctx);
      const lists = await viaBrevo(() => work.brevo.client.getLists());
      return lists.map(({ id, name, totalSubscribers }) => ({ id, name, totalSubscribers }));
    },
  );

  app.post(
    marketingEndpoints.postAdminBrevoAddByUserId.path,
    { schema: { params: userIdParamSchema, response: { 200: listMembershipSchema, ...userErrors } } },
    async (request) => {
      const brevo = requireBrevo(ctx);
      const { userId } = request.params;
      const { contact, listId } = await viaBrevo(() => addContactToList(ctx, brevo, actorOf(request), userId));
      return { userId, email: contact.email, listId, inList: true };
    },
  );

  app.delete(
    marketingEndpoints.deleteAdminBrevoRemoveByUserId.path,
    { schema: { params: userIdParamSchema, response: { 200: listMembershipSchema, ...userErrors } } },
    async (request) => {
      const brevo = requireBrevo(ctx);
      const { userId } = request.params;
      const { contact, listId } = await viaBrevo(() => removeContactFromList(ctx, brevo, actorOf(request), userId));
      return { userId, email: contact.email, listId, inList: false };
    },
  );
};
