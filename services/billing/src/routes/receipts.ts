import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { billingEndpoints } from '@prop/contracts/endpoints/billing';
import { purchaseIdParamSchema } from '@prop/contracts/purchase';
import { actorOf } from '@prop/service-kit/actor';
import { requireAdmin, requireTrader } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { fileResponse } from '@prop/service-kit/openapi';
import type { BillingContext } from '../context.ts';
import { type ReceiptDocument, receiptDocument } from '../receipts/receipt-document.ts';

const schema = {
  params: purchaseIdParamSchema,
  response: { 200: fileResponse('application/pdf', 'The receipt'), ...errorResponses(400, 401, 403, 404, 409) },
};

function sendPdf(reply: FastifyReply, document: ReceiptDocument) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${document.fileName}"`)
    .header('cache-control', 'no-store')
    .send(document.pdf);
}

/** A paid purchase's PDF receipt: the trader's own, and any for admins. */
export const receiptRoutes: FastifyPluginAsyncZod<BillingContext> = async (app, ctx) => {
  // Who may call is settled before the id is read: a wrong caller learns nothing about it.
  const trader = async (request: FastifyRequest) => {
    requireTrader(request);
  };
  const admin = async (request: FastifyRequest) => {
    requireAdmin(request);
  };

  app.get(billingEndpoints.getPurchaseByIdReceipt.path, { schema, onRequest: trader }, async (request, reply) => {
    const { userId } = requireTrader(request);
    return sendPdf(reply, await receiptDocument(ctx, actorOf(request), request.params.id, userId));
  });

  app.get(billingEndpoints.getAdminPurchasesByIdReceipt.path, { schema, onRequest: admin }, async (request, reply) =>
    sendPdf(reply, await receiptDocument(ctx, actorOf(request), request.params.id)),
  );
};
