import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { auditLogPageSchema, auditLogQuerySchema } from '@prop/contracts/audit';
import { auditEndpoints } from '@prop/contracts/endpoints/audit';
import { requireAdmin } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { badRequest } from '@prop/service-kit/errors';
import { listEntries, toAuditEntry } from '../db/audit-entries.ts';
import type { AuditDb } from '../db/types.ts';
import { decodeCursor, encodeCursor } from '../domain/cursor.ts';

export const INVALID_CURSOR = 'Invalid page cursor';

/** Admins read the log, newest first, filtered by action, actor or target; nobody writes it here. */
export const auditLogRoutes: FastifyPluginAsyncZod<{ db: Kysely<AuditDb> }> = async (app, { db }) => {
  app.get(
    auditEndpoints.getAdminAuditLog.path,
    {
      schema: {
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireAdmin(request);
      const { cursor, limit, ...filter } = request.query;
      const after = cursor === undefined ? undefined : decodeCursor(cursor);
      if (after === null) throw badRequest(INVALID_CURSOR);
      const rows = await listEntries(db, { ...filter, after, limit: limit + 1 });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        entries: page.map(toAuditEntry),
        nextCursor: rows.length > limit && last ? encodeCursor({ at: last.at, id: last.id }) : null,
      };
    },
  );
};
