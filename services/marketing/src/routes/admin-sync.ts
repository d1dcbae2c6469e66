import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marketingEndpoints } from '@prop/contracts/endpoints/marketing';
import { latestSyncSchema, syncProgressSchema } from '@prop/contracts/marketing';
import { actorOf } from '@prop/service-kit/actor';
import { requireAdmin } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { startSync } from '../commands/start-sync.ts';
import type { MarketingContext } from '../context.ts';
import { countOutcomes, latestSync } from '../db/syncs.ts';
import { toSyncProgress } from '../domain/sync-progress.ts';
import { requireBrevo } from './require-brevo.ts';

/** 'Sync all': started in the background (202) and watched while it runs. */
export const adminSyncRoutes: FastifyPluginAsyncZod<MarketingContext> = async (app, ctx) => {
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });

  app.post(
    marketingEndpoints.postAdminBrevoSync.path,
    { schema: { response: { 202: syncProgressSchema, ...errorResponses(401, 403, 503) } } },
    async (request, reply) => {
      const brevo = requireBrevo(ctx);
      return reply.code(202).send(await startSync(ctx, brevo, actorOf(request)));
    },
  );

  // Added to the product's routes: the progress of the running (or last) sync, which the admin page polls.
  app.get(
    marketingEndpoints.getAdminBrevoSync.path,
    { schema: { response: { 200: latestSyncSchema, ...errorResponses(401, 403, 503) } } },
    async () => {
      requireBrevo(ctx);
      const sync = await latestSync(ctx.db);
      return { sync: sync ? toSyncProgress(sync, await countOutcomes(ctx.db, sync.id)) : null };
    },
  );
};
