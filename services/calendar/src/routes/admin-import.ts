import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarFeedSchema, calendarImportResultSchema } from '@prop/contracts/calendar';
import { recordAdminAction } from '@prop/service-kit/audit';
import { requireAdmin } from '@prop/service-kit/caller';
import type { CalendarContext } from '../context.ts';
import { importFeed } from '../feed/import-feed.ts';
import { errorResponses } from '@prop/service-kit/error-responses';

/** The gateway's limit for this route is the same (route-table.ts). */
export const IMPORT_BODY_LIMIT = 2 * 1024 * 1024;

/** Fills the calendar from a feed file when no feed URL is configured, or corrects it by hand. */
export const adminImportRoutes: FastifyPluginAsyncZod<CalendarContext> = async (app, ctx) => {
  app.post(
    '/api/admin/economic-events/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        body: calendarFeedSchema,
        response: { 200: calendarImportResultSchema, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const result = await importFeed(ctx.db, request.body, 'import', (trx, counts) =>
        recordAdminAction(trx, request, 'calendar', {
          action: 'economic_events.imported',
          target: { type: 'economic_events', id: 'calendar' },
          before: null,
          after: { rows: request.body.length, ...counts },
        }),
      );
      request.log.info({ adminId: admin.userId, ...result }, 'economic events imported');
      return result;
    },
  );
};
