import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  newTicketSchema,
  SUPPORT_SERVER_MESSAGES,
  supportTicketSchema,
  ticketIdParamSchema,
  ticketReplySchema,
} from '@prop/contracts/support';
import { supportEndpoints } from '@prop/contracts/endpoints/support';
import { actorOf } from '@prop/service-kit/actor';
import { requireTrader } from '@prop/service-kit/caller';
import { notFound } from '@prop/service-kit/errors';
import { addReply } from '../commands/add-reply.ts';
import { createTicket } from '../commands/create-ticket.ts';
import type { SupportContext } from '../context.ts';
import { toSupportTicket } from '../domain/ticket-view.ts';
import { loadTraderTicket, loadTraderTickets } from '../views/trader-tickets.ts';
import { errorResponses } from '@prop/service-kit/error-responses';
import { IDEMPOTENCY_KEY_HEADER, optionalIdempotencyHeadersSchema } from '@prop/contracts/idempotency';

export const traderTicketRoutes: FastifyPluginAsyncZod<SupportContext> = async (app, ctx) => {
  // Who may call is settled before the body is read: a wrong caller learns nothing about the payload.
  app.addHook('onRequest', async (request) => {
    requireTrader(request);
  });

  app.get(
    supportEndpoints.getSupportTickets.path,
    { schema: { response: { 200: z.array(supportTicketSchema), ...errorResponses(401, 403) } } },
    async (request) => loadTraderTickets(ctx, requireTrader(request).userId),
  );

  app.post(
    supportEndpoints.postSupportTicket.path,
    {
      schema: {
        body: newTicketSchema,
        headers: optionalIdempotencyHeadersSchema,
        response: { 201: supportTicketSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const row = await createTicket(ctx, actorOf(request), {
        input: request.body,
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
      });
      return reply.code(201).send(toSupportTicket(row, []));
    },
  );

  app.post(
    supportEndpoints.postSupportTicketsByTicketIdReply.path,
    {
      schema: {
        params: ticketIdParamSchema,
        body: ticketReplySchema,
        response: { 201: supportTicketSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const trader = requireTrader(request);
      const { ticketId } = request.params;
      await addReply(ctx, actorOf(request), { ticketId, message: request.body.message });
      const ticket = await loadTraderTicket(ctx, ticketId, trader.userId);
      if (!ticket) throw notFound(SUPPORT_SERVER_MESSAGES.ticketNotFound);
      return reply.code(201).send(ticket);
    },
  );
};
