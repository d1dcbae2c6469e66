import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { economicEventListSchema } from '@prop/contracts/calendar';
import { calendarEndpoints } from '@prop/contracts/endpoints/calendar';
import { requireTrader } from '@prop/service-kit/caller';
import { startOfDayIn } from '@prop/service-kit/time-zone';
import type { CalendarContext } from '../context.ts';
import { listEventsFrom } from '../db/economic-events.ts';
import { toListedEvent } from '../domain/event-view.ts';
import { errorResponses } from '@prop/service-kit/error-responses';

/** More than a busy month of events; the page shows today and what comes next. */
const MAX_EVENTS = 500;

export const economicEventRoutes: FastifyPluginAsyncZod<CalendarContext> = async (app, ctx) => {
  app.get(
    calendarEndpoints.getEconomicEvents.path,
    { schema: { response: { 200: economicEventListSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      requireTrader(request);
      const rows = await listEventsFrom(ctx.db, startOfDayIn(ctx.clock.now(), ctx.timeZone), MAX_EVENTS);
      return rows.map(toListedEvent);
    },
  );
};
