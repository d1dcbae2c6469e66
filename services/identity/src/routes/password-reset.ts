import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MANAGEMENT_MESSAGES } from '@prop/contracts/admins';
import { messageSchema } from '@prop/contracts/auth';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { PASSWORD_RESET_MESSAGES, passwordForgotSchema, passwordResetSchema } from '@prop/contracts/password-reset';
import type { Role } from '@prop/contracts/user';
import { actorOf } from '@prop/service-kit/actor';
import { errorResponses } from '@prop/service-kit/error-responses';
import { requestPasswordReset } from '../commands/request-password-reset.ts';
import { resetPassword } from '../commands/reset-password.ts';
import type { IdentityContext } from '../context.ts';

const ROUTES: readonly { role: Role; forgot: string; reset: string }[] = [
  {
    role: 'trader',
    forgot: identityEndpoints.postPasswordForgot.path,
    reset: identityEndpoints.postPasswordReset.path,
  },
  {
    role: 'admin',
    forgot: identityEndpoints.postAdminPasswordForgot.path,
    reset: identityEndpoints.postAdminPasswordReset.path,
  },
];

/** "Forgot password?" for traders and admins alike: the same rules, each on their own accounts. */
export const passwordResetRoutes: FastifyPluginAsyncZod<IdentityContext> = async (app, ctx) => {
  for (const { role, forgot, reset } of ROUTES) {
    app.post(
      forgot,
      { schema: { body: passwordForgotSchema, response: { 202: messageSchema, ...errorResponses(400) } } },
      async (request, reply) => {
        await requestPasswordReset(ctx, actorOf(request), { role, email: request.body.email });
        return reply.code(202).send({ message: PASSWORD_RESET_MESSAGES.requested });
      },
    );

    app.post(
      reset,
      { schema: { body: passwordResetSchema, response: { 200: messageSchema, ...errorResponses(400) } } },
      async (request) => {
        const { purpose } = await resetPassword(ctx, actorOf(request), { role, ...request.body });
        const invited = purpose === 'admin_invitation';
        return { message: invited ? ADMIN_MANAGEMENT_MESSAGES.invitationAccepted : PASSWORD_RESET_MESSAGES.done };
      },
    );
  }
};
