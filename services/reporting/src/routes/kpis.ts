import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { SUPPORT_RESPONSE_HOURS } from '@prop/contracts/constants';
import { reportingEndpoints } from '@prop/contracts/endpoints/reporting';
import { kpiQuerySchema, kpisSchema } from '@prop/contracts/reports';
import { requireAdmin } from '@prop/service-kit/caller';
import type { Clock } from '@prop/service-kit/clock';
import { sendCsv } from '@prop/service-kit/csv';
import { errorResponses } from '@prop/service-kit/error-responses';
import { badRequest } from '@prop/service-kit/errors';
import { fileResponse } from '@prop/service-kit/openapi';
import { dateText, localDateOf } from '@prop/service-kit/time-zone';
import { readKpiFacts } from '../db/read-kpis.ts';
import type { ReportingDb } from '../db/types.ts';
import { kpisOf } from '../domain/kpis.ts';
import { defaultRange, MAX_RANGE_DAYS, rangeLength } from '../domain/periods.ts';
import { seriesTable } from '../domain/series-csv.ts';

export const RANGE_TOO_LONG = `A report covers at most ${MAX_RANGE_DAYS} days`;

/** The KPI dashboard's one call: every figure of a range as JSON, or one chart's rows as CSV. */
export const kpiRoutes: FastifyPluginAsyncZod<{ db: Kysely<ReportingDb>; clock: Clock; timeZone: string }> = async (
  app,
  { db, clock, timeZone },
) => {
  const csv = fileResponse('text/csv', "One chart's data");
  app.get(
    reportingEndpoints.getAdminReportsKpis.path,
    {
      schema: {
        querystring: kpiQuerySchema,
        response: {
          200: {
            description: 'Every figure of the range, or one series as CSV',
            content: { 'application/json': { schema: kpisSchema }, ...csv.content },
          },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const now = clock.now();
      const range = defaultRange(dateText(localDateOf(now, timeZone)), request.query);
      if (range.from > range.to) throw badRequest('from must not be after to');
      if (rangeLength(range) > MAX_RANGE_DAYS) throw badRequest(RANGE_TOO_LONG);
      const kpis = kpisOf(await readKpiFacts(db, range, { now, timeZone, promiseHours: SUPPORT_RESPONSE_HOURS }));
      const { series } = request.query;
      if (request.query.format === 'json' || !series) return kpis;
      const { rows, columns } = seriesTable(kpis, series);
      return sendCsv(reply, `${series}-${range.from}-to-${range.to}.csv`, columns, rows);
    },
  );
};
