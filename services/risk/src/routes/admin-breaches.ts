import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BREACH_MESSAGES,
  breachEvidenceSchema,
  breachIdParamSchema,
  breachReversalApprovalSchema,
  breachReversalRequestSchema,
  drawdownBreachListSchema,
  resolveBreachSchema,
  resolvedBreachSchema,
} from '@prop/contracts/breach';
import { riskEndpoints } from '@prop/contracts/endpoints/risk';
import { exportFormatSchema } from '@prop/contracts/exports';
import { actorOf } from '@prop/service-kit/actor';
import { requireAdmin } from '@prop/service-kit/caller';
import { auditedIn, sendCsvExport, streamRows } from '@prop/service-kit/csv-export';
import { errorResponses } from '@prop/service-kit/error-responses';
import { notFound } from '@prop/service-kit/errors';
import { listOrCsvResponse } from '@prop/service-kit/openapi';
import { deleteBreach } from '../commands/delete-breach.ts';
import { resolveBreach } from '../commands/resolve-breach.ts';
import { approveBreachReversal, requestBreachReversal } from '../commands/reverse-breach.ts';
import type { RiskContext } from '../context.ts';
import { activeBreachesQuery } from '../db/breaches.ts';
import { BREACH_CSV_COLUMNS } from '../domain/breach-csv.ts';
import { loadActiveBreaches, resolvedBreachOf } from '../views/admin-breaches.ts';
import { loadBreachEvidence } from '../views/breach-evidence.ts';

export const adminBreachRoutes: FastifyPluginAsyncZod<RiskContext> = async (app, ctx) => {
  // Who may call is settled before the body is read: a wrong caller learns nothing about the payload.
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });

  app.get(
    riskEndpoints.getAdminDrawdownBreaches.path,
    {
      schema: {
        querystring: exportFormatSchema,
        response: {
          200: listOrCsvResponse(drawdownBreachListSchema, 'The active breaches, newest first'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      if (request.query.format === 'csv') {
        return sendCsvExport(reply, {
          table: 'breaches',
          filters: {},
          columns: BREACH_CSV_COLUMNS,
          rows: streamRows(activeBreachesQuery(ctx.db)),
          record: auditedIn(ctx.runtime, actorOf(request)),
          now: ctx.runtime.clock.now(),
        });
      }
      return loadActiveBreaches(ctx);
    },
  );

  app.post(
    riskEndpoints.postAdminResolveBreach.path,
    {
      schema: {
        body: resolveBreachSchema,
        response: { 200: resolvedBreachSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { breachId, adminNotes } = request.body;
      const row = await resolveBreach(ctx, actorOf(request), {
        breachId,
        adminId: requireAdmin(request).userId,
        notes: adminNotes ? adminNotes : null,
      });
      return resolvedBreachOf(row);
    },
  );

  app.delete(
    riskEndpoints.deleteAdminDrawdownBreachesById.path,
    {
      schema: {
        params: breachIdParamSchema,
        response: { 200: z.object({ message: z.string() }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteBreach(ctx, actorOf(request), { breachId: request.params.id, adminId: requireAdmin(request).userId });
      return { message: BREACH_MESSAGES.deleted };
    },
  );

  // Beyond the spec (issue 18): an appeal upheld takes two admins, one asking and another approving.
  app.post(
    riskEndpoints.postAdminDrawdownBreachesByIdReversal.path,
    {
      schema: {
        params: breachIdParamSchema,
        body: breachReversalRequestSchema,
        response: { 200: z.object({ message: z.string() }), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await requestBreachReversal(ctx, actorOf(request), {
        breachId: request.params.id,
        adminId: requireAdmin(request).userId,
        reason: request.body.reason,
      });
      return { message: BREACH_MESSAGES.reversalRequested };
    },
  );

  app.post(
    riskEndpoints.postAdminDrawdownBreachesByIdReversalApprove.path,
    {
      schema: {
        params: breachIdParamSchema,
        body: breachReversalApprovalSchema,
        response: { 200: z.object({ message: z.string() }), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await approveBreachReversal(ctx, actorOf(request), {
        breachId: request.params.id,
        adminId: requireAdmin(request).userId,
        notes: request.body.notes ? request.body.notes : null,
      });
      return { message: BREACH_MESSAGES.reversed };
    },
  );

  // Beyond the spec: the evidence behind a breach, for the admin's breach view.
  app.get(
    riskEndpoints.getAdminDrawdownBreachesByIdEvidence.path,
    {
      schema: {
        params: breachIdParamSchema,
        response: { 200: breachEvidenceSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const evidence = await loadBreachEvidence(ctx, request.params.id);
      if (!evidence) throw notFound(BREACH_MESSAGES.notFound);
      return evidence;
    },
  );
};
