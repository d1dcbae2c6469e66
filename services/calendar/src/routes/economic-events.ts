import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { economicEventListSchema } from '@prop/contracts/calendar';
import { requireTrader } from '@prop/service-kit/caller';
import type { CalendarContext } from '../context.ts';
import { listEventsFrom } from '../db/economic-events.ts';
import { toListedEvent } from '../domain/event-view.ts';
import { startOfDayIn } from '../domain/start-of-day.ts';
import { errorResponses } from '@prop/service-kit/error-responses';

/** More than a busy month of events; the page shows today and what comes next. */
const MAX_EVENTS = 500;

export const economicEventRoutes: FastifyPluginAsyncZod<CalendarContext> = async (app, ctx) => {
  app.get(
    '/api/economic-events',
    { schema: { response: { 200: economicEventListSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      requireTrader(request);
      const rows = await listEventsFrom(ctx.db, startOfDayIn(ctx.timeZone, ctx.now()), MAX_EVENTS);
      return rows.map(toListedEvent);
    },
  );
};
