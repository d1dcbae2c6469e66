import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminTicketListSchema,
  adminTicketParamSchema,
  adminTicketSchema,
  SUPPORT_SERVER_MESSAGES,
  ticketCloseSchema,
  ticketEditSchema,
  ticketReplySchema,
} from '@prop/contracts/support';
import { supportEndpoints } from '@prop/contracts/endpoints/support';
import { exportFormatSchema } from '@prop/contracts/exports';
import { actorOf } from '@prop/service-kit/actor';
import { requireAdmin } from '@prop/service-kit/caller';
import { auditedIn, sendCsvExport, streamRows } from '@prop/service-kit/csv-export';
import { notFound } from '@prop/service-kit/errors';
import { listOrCsvResponse } from '@prop/service-kit/openapi';
import { addReply } from '../commands/add-reply.ts';
import { updateTicket } from '../commands/update-ticket.ts';
import type { SupportContext } from '../context.ts';
import { activeTicketsExportQuery } from '../db/tickets.ts';
import { TICKET_CSV_COLUMNS } from '../domain/ticket-csv.ts';
import { loadAdminTicket, loadAdminTicketList } from '../views/admin-tickets.ts';
import { errorResponses } from '@prop/service-kit/error-responses';

export const adminTicketRoutes: FastifyPluginAsyncZod<SupportContext> = async (app, ctx) => {
  // Who may call is settled before the body is read: a wrong caller learns nothing about the payload.
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });

  const changed = async (ticketId: string) => {
    const ticket = await loadAdminTicket(ctx, ticketId);
    if (!ticket) throw notFound(SUPPORT_SERVER_MESSAGES.ticketNotFound);
    return ticket;
  };

  app.get(
    supportEndpoints.getAdminSupportTickets.path,
    {
      schema: {
        querystring: exportFormatSchema,
        response: {
          200: listOrCsvResponse(adminTicketListSchema, 'The tickets not closed, newest first, and the counts'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      if (request.query.format === 'csv') {
        return sendCsvExport(reply, {
          table: 'tickets',
          filters: {},
          columns: TICKET_CSV_COLUMNS,
          rows: streamRows(activeTicketsExportQuery(ctx.db)),
          record: auditedIn(ctx.runtime, actorOf(request)),
          now: ctx.runtime.clock.now(),
        });
      }
      return loadAdminTicketList(ctx);
    },
  );

  app.patch(
    supportEndpoints.patchAdminSupportTicketsById.path,
    {
      schema: {
        params: adminTicketParamSchema,
        body: ticketEditSchema,
        response: { 200: adminTicketSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await updateTicket(ctx, actorOf(request), {
        ticketId: request.params.id,
        edit: request.body,
        action: 'ticket.updated',
      });
      return changed(request.params.id);
    },
  );

  app.post(
    supportEndpoints.postAdminSupportTicketsByIdReply.path,
    {
      schema: {
        params: adminTicketParamSchema,
        body: ticketReplySchema,
        response: { 201: adminTicketSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await addReply(ctx, actorOf(request), { ticketId: request.params.id, message: request.body.message });
      return reply.code(201).send(await changed(request.params.id));
    },
  );

  app.patch(
    supportEndpoints.patchAdminSupportTicketsByIdClose.path,
    {
      schema: {
        params: adminTicketParamSchema,
        body: ticketCloseSchema,
        response: { 200: adminTicketSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await updateTicket(ctx, actorOf(request), {
        ticketId: request.params.id,
        edit: { status: 'closed' },
        action: 'ticket.closed',
      });
      return changed(request.params.id);
    },
  );
};
