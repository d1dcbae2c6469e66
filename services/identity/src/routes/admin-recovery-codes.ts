import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recoveryCodesSchema } from '@prop/contracts/admin-passkeys';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { actorOf } from '@prop/service-kit/actor';
import { requireAdmin } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { generateRecoveryCodes } from '../commands/generate-recovery-codes.ts';
import type { IdentityContext } from '../context.ts';

/** New recovery codes for the signed-in admin, answered once and never again. */
export const adminRecoveryCodeRoutes: FastifyPluginAsyncZod<IdentityContext> = async (app, ctx) => {
  app.post(
    identityEndpoints.postAdminSecurityRecoveryCodes.path,
    { schema: { response: { 200: recoveryCodesSchema, ...errorResponses(401, 403) } } },
    async (request, reply) => {
      requireAdmin(request);
      // Shown once: no cache along the way may keep a copy.
      reply.header('cache-control', 'no-store');
      return { codes: await generateRecoveryCodes(ctx, actorOf(request)) };
    },
  );
};
