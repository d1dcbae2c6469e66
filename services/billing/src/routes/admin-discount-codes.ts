import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DISCOUNT_CODE_ADMIN_MESSAGES,
  discountCodeChangeSchema,
  discountCodeCreateSchema,
  discountCodeIdParamSchema,
  discountCodeSchema,
} from '@prop/contracts/discount-code';
import { billingEndpoints } from '@prop/contracts/endpoints/billing';
import { actorOf } from '@prop/service-kit/actor';
import { requireAdmin } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { notFound } from '@prop/service-kit/errors';
import { changeDiscountCode } from '../commands/change-discount-code.ts';
import { createDiscountCode } from '../commands/create-discount-code.ts';
import type { BillingContext } from '../context.ts';
import { discountCodesWithUses } from '../db/discount-codes.ts';
import { toDiscountCode } from '../domain/discount-code-view.ts';

/** The back office's discount codes: list them with their uses, create one, change or disable one. */
export const adminDiscountCodeRoutes: FastifyPluginAsyncZod<BillingContext> = async (app, ctx) => {
  // Who may call is settled before the body is read: a wrong caller learns nothing about the payload.
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });

  const loadOne = async (id: string) => {
    const [row] = await discountCodesWithUses(ctx.db, id);
    if (!row) throw notFound(DISCOUNT_CODE_ADMIN_MESSAGES.notFound);
    return toDiscountCode(row);
  };

  app.get(
    billingEndpoints.getAdminDiscountCodes.path,
    { schema: { response: { 200: z.array(discountCodeSchema), ...errorResponses(401, 403) } } },
    async () => (await discountCodesWithUses(ctx.db)).map(toDiscountCode),
  );

  app.post(
    billingEndpoints.postAdminDiscountCodes.path,
    {
      schema: {
        body: discountCodeCreateSchema,
        response: { 201: discountCodeSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const id = await createDiscountCode(ctx, actorOf(request), request.body);
      return reply.code(201).send(await loadOne(id));
    },
  );

  app.patch(
    billingEndpoints.patchAdminDiscountCodesById.path,
    {
      schema: {
        params: discountCodeIdParamSchema,
        body: discountCodeChangeSchema,
        response: { 200: discountCodeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await changeDiscountCode(ctx, actorOf(request), { id: request.params.id, change: request.body });
      return loadOne(request.params.id);
    },
  );
};
