import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { programsEndpoints } from '@prop/contracts/endpoints/programs';
import {
  PHASE_REVIEW_MESSAGES,
  PHASE_REVIEW_STATUSES,
  phaseReviewDecisionSchema,
  phaseReviewListSchema,
  phaseReviewSchema,
} from '@prop/contracts/program';
import { actorOf } from '@prop/service-kit/actor';
import { requireAdmin } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { notFound } from '@prop/service-kit/errors';
import { decidePhaseReview } from '../commands/decide-phase-review.ts';
import type { ProgramsContext } from '../context.ts';
import { listReviews } from '../db/phase-reviews.ts';
import { phaseReviewOf } from '../domain/phase-review-view.ts';

const uuid = z.uuid();

/** The back office's review queue of passed phases: the list, and approving or rejecting one. */
export const adminPhaseReviewRoutes: FastifyPluginAsyncZod<ProgramsContext> = async (app, ctx) => {
  app.get(
    programsEndpoints.getAdminPhaseReviews.path,
    {
      schema: {
        querystring: z.object({ status: z.enum(PHASE_REVIEW_STATUSES).optional() }),
        response: { 200: phaseReviewListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return (await listReviews(ctx.db, { status: request.query.status })).map(phaseReviewOf);
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
