import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { auditLogPageSchema, auditLogQuerySchema } from '@prop/contracts/audit';
import { auditEndpoints } from '@prop/contracts/endpoints/audit';
import { actorOf } from '@prop/service-kit/actor';
import { requireAdmin } from '@prop/service-kit/caller';
import type { CommandRuntime } from '@prop/service-kit/command';
import { sendCsvExport, streamRows } from '@prop/service-kit/csv-export';
import { errorResponses } from '@prop/service-kit/error-responses';
import { badRequest } from '@prop/service-kit/errors';
import { listOrCsvResponse } from '@prop/service-kit/openapi';
import { recordOwnExport } from '../commands/record-own-export.ts';
import { entriesQuery, listEntries, toAuditEntry } from '../db/audit-entries.ts';
import type { AuditDb } from '../db/types.ts';
import { AUDIT_CSV_COLUMNS } from '../domain/audit-csv.ts';
import { decodeCursor, encodeCursor } from '../domain/cursor.ts';

export const INVALID_CURSOR = 'Invalid page cursor';

/**
 * Admins read the log, newest first, filtered by action, actor or target, a page at a time or
 * (`format=csv`) every match at once; nobody writes it here but the record of such an export.
 */
export const auditLogRoutes: FastifyPluginAsyncZod<{ db: Kysely<AuditDb>; runtime: CommandRuntime<AuditDb> }> = async (
  app,
  { db, runtime },
) => {
  app.get(
    auditEndpoints.getAdminAuditLog.path,
    {
      schema: {
        querystring: auditLogQuerySchema,
        response: {
          200: listOrCsvResponse(auditLogPageSchema, 'The entries matching the filters, newest first'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const { cursor, limit, format, ...filter } = request.query;
      const after = cursor === undefined ? undefined : decodeCursor(cursor);
      if (after === null) throw badRequest(INVALID_CURSOR);
      if (format === 'csv') {
        return sendCsvExport(reply, {
          table: 'audit-log',
          filters: filter,
          columns: AUDIT_CSV_COLUMNS,
          rows: streamRows(entriesQuery(db, filter)),
          record: recordOwnExport(runtime, actorOf(request)),
          now: runtime.clock.now(),
        });
      }
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
