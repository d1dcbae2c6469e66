import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BREACH_MESSAGES,
  breachEvidenceSchema,
  breachIdParamSchema,
  drawdownBreachListSchema,
  resolveBreachSchema,
  resolvedBreachSchema,
} from '@prop/contracts/breach';
import { requireAdmin } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { notFound } from '@prop/service-kit/errors';
import { deleteBreach } from '../breaches/delete-breach.ts';
import { resolveBreach } from '../breaches/resolve-breach.ts';
import type { RiskContext } from '../context.ts';
import { loadActiveBreaches } from '../views/admin-breaches.ts';
import { loadBreachEvidence } from '../views/breach-evidence.ts';

export const adminBreachRoutes: FastifyPluginAsyncZod<RiskContext> = async (app, ctx) => {
  // Who may call is settled before the body is read: a wrong caller learns nothing about the payload.
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });

  app.get(
    '/api/admin/drawdown-breaches',
    { schema: { response: { 200: drawdownBreachListSchema, ...errorResponses(401, 403) } } },
    async () => loadActiveBreaches(ctx),
  );

  app.post(
    '/api/admin/resolve-breach',
    {
      schema: {
        body: resolveBreachSchema,
        response: { 200: resolvedBreachSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const notes = request.body.adminNotes;
      const row = await resolveBreach(ctx, request, {
        breachId: request.body.breachId,
        adminId: admin.userId,
        notes: notes ? notes : null,
      });
      return {
        id: row.id,
        status: row.status,
        resolvedAt: (row.resolved_at ?? new Date()).toISOString(),
        resolvedBy: admin.userId,
        adminNotes: row.admin_notes,
      };
    },
  );

  app.delete(
    '/api/admin/drawdown-breaches/:id',
    {
      schema: {
        params: breachIdParamSchema,
        response: { 200: z.object({ message: z.string() }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteBreach(ctx, request, request.params.id);
      return { message: BREACH_MESSAGES.deleted };
    },
  );

  // Beyond the spec: the evidence behind a breach, for the admin's breach view.
  app.get(
    '/api/admin/drawdown-breaches/:id/evidence',
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
