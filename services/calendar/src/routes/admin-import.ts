import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarFeedSchema, calendarImportResultSchema } from '@prop/contracts/calendar';
import { calendarEndpoints } from '@prop/contracts/endpoints/calendar';
import { actorOf } from '@prop/service-kit/actor';
import { requireAdmin } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { importFeed } from '../commands/import-feed.ts';
import type { CalendarContext } from '../context.ts';

const importEndpoint = calendarEndpoints.postAdminEconomicEventsImport;

/** The gateway's limit for this route is the same: both read it from the endpoint's definition. */
export const IMPORT_BODY_LIMIT = importEndpoint.bodyLimit ?? 2 * 1024 * 1024;

/** Fills the calendar from a feed file when no feed URL is configured, or corrects it by hand. */
export const adminImportRoutes: FastifyPluginAsyncZod<CalendarContext> = async (app, ctx) => {
  app.post(
    importEndpoint.path,
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        body: calendarFeedSchema,
        response: { 200: calendarImportResultSchema, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const result = await importFeed(ctx.runtime, actorOf(request), request.body, 'import');
      request.log.info({ adminId: admin.userId, ...result }, 'economic events imported');
      return result;
    },
  );
};
