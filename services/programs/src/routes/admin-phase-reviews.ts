import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { programsEndpoints } from '@prop/contracts/endpoints/programs';
import { exportFormatSchema } from '@prop/contracts/exports';
import {
  PHASE_REVIEW_MESSAGES,
  PHASE_REVIEW_STATUSES,
  phaseReviewDecisionSchema,
  phaseReviewListSchema,
  phaseReviewSchema,
} from '@prop/contracts/program';
import { actorOf } from '@prop/service-kit/actor';
import { requireAdmin } from '@prop/service-kit/caller';
import { auditedIn, sendCsvExport, streamRows } from '@prop/service-kit/csv-export';
import { errorResponses } from '@prop/service-kit/error-responses';
import { notFound } from '@prop/service-kit/errors';
import { listOrCsvResponse } from '@prop/service-kit/openapi';
import { decidePhaseReview } from '../commands/decide-phase-review.ts';
import type { ProgramsContext } from '../context.ts';
import { listReviews, reviewsQuery } from '../db/phase-reviews.ts';
import { PHASE_REVIEW_CSV_COLUMNS } from '../domain/phase-review-csv.ts';
import { phaseReviewOf } from '../domain/phase-review-view.ts';

const uuid = z.uuid();

/** The back office's review queue of passed phases: the list, and approving or rejecting one. */
export const adminPhaseReviewRoutes: FastifyPluginAsyncZod<ProgramsContext> = async (app, ctx) => {
  app.get(
    programsEndpoints.getAdminPhaseReviews.path,
    {
      schema: {
        querystring: exportFormatSchema.extend({ status: z.enum(PHASE_REVIEW_STATUSES).optional() }),
        response: {
          200: listOrCsvResponse(phaseReviewListSchema, 'The reviews with the status asked for, newest first'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const { format, ...filters } = request.query;
      if (format === 'csv') {
        return sendCsvExport(reply, {
          table: 'phase-reviews',
          filters,
          columns: PHASE_REVIEW_CSV_COLUMNS,
          rows: streamRows(reviewsQuery(ctx.db, filters), phaseReviewOf),
          record: auditedIn(ctx.runtime, actorOf(request)),
          now: ctx.runtime.clock.now(),
        });
      }
      return (await listReviews(ctx.db, filters)).map(phaseReviewOf);
    },
  );

  app.post(
    programsEndpoints.postAdminPhaseReviewsById.path,
    {
      schema: {
        params: z.object({ id: z.string() }),
        body: phaseReviewDecisionSchema,
        response: { 200: phaseReviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireAdmin(request);
      const { id } = request.params;
      if (!uuid.safeParse(id).success) throw notFound(PHASE_REVIEW_MESSAGES.notFound);
      await decidePhaseReview(ctx.runtime, actorOf(request), id, request.body);
      const [decided] = await listReviews(ctx.db, { id });
      if (!decided) throw notFound(PHASE_REVIEW_MESSAGES.notFound);
      return phaseReviewOf(decided);
    },
  );
};
