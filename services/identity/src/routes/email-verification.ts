import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '@prop/contracts/auth';
import { emailVerifySchema } from '@prop/contracts/email-verification';
import { EMAIL_VERIFICATION_MESSAGES } from '@prop/contracts/email-verification-messages';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { actorOf } from '@prop/service-kit/actor';
import { requireTrader } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { resendVerification } from '../commands/resend-verification.ts';
import { verifyEmail } from '../commands/verify-email.ts';
import type { IdentityContext } from '../context.ts';

export const emailVerificationRoutes: FastifyPluginAsyncZod<IdentityContext> = async (app, ctx) => {
  app.post(
    identityEndpoints.postEmailVerification.path,
    { schema: { response: { 202: messageSchema, ...errorResponses(401, 403, 409) } } },
    async (request, reply) => {
      requireTrader(request);
      await resendVerification(ctx, actorOf(request));
      return reply.code(202).send({ message: EMAIL_VERIFICATION_MESSAGES.resent });
    },
  );

  // Public: the link may be opened in a browser where the trader is not signed in.
  app.post(
    identityEndpoints.postEmailVerify.path,
    { schema: { body: emailVerifySchema, response: { 200: messageSchema, ...errorResponses(400) } } },
    async (request) => {
      await verifyEmail(ctx, actorOf(request), request.body.token);
      return { message: EMAIL_VERIFICATION_MESSAGES.verified };
    },
  );
};
