import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginSchema, registerSchema } from '@prop/contracts/auth';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { currentUserSchema } from '@prop/contracts/user';
import { actorOf } from '@prop/service-kit/actor';
import { clientOf } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { logIn } from '../commands/log-in.ts';
import { logOut } from '../commands/log-out.ts';
import { registerUser } from '../commands/register-user.ts';
import type { IdentityContext } from '../context.ts';
import { toCurrentUser } from '../domain/user-view.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookies.ts';

const userResponse = z.object({ message: z.string(), user: currentUserSchema });

export const authRoutes: FastifyPluginAsyncZod<IdentityContext> = async (app, ctx) => {
  app.post(
    identityEndpoints.postRegister.path,
    { schema: { body: registerSchema, response: { 201: userResponse, ...errorResponses(400, 409) } } },
    async (request, reply) => {
      const user = await registerUser(ctx, actorOf(request), request.body);
      return reply.code(201).send({ message: 'Account created', user: toCurrentUser(user) });
    },
  );

  app.post(
    identityEndpoints.postLogin.path,
    { schema: { body: loginSchema, response: { 200: userResponse, ...errorResponses(400, 401) } } },
    async (request, reply) => {
      const previousSessionId = request.caller?.role === 'trader' ? request.caller.sessionId : null;
      const client = clientOf(request, ctx.internalToken);
      const { user, cookie } = await logIn(ctx, actorOf(request), { ...request.body, previousSessionId, client });
      setSessionCookie(reply, cookie);
      return { message: 'Logged in successfully', user: toCurrentUser(user) };
    },
  );

  app.post(
    identityEndpoints.postLogout.path,
    { schema: { response: { 200: z.object({ message: z.string() }) } } },
    async (request, reply) => {
      await logOut(ctx, actorOf(request), request.caller?.role === 'trader' ? request.caller.sessionId : null);
      clearSessionCookie(reply, ctx.sessions, 'trader');
      return { message: 'Logged out' };
    },
  );
};
