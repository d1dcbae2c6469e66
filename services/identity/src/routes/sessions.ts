import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { PRIVACY_MESSAGES, sessionIdParamSchema, traderSessionListSchema } from '@prop/contracts/privacy';
import { actorOf } from '@prop/service-kit/actor';
import { requireTrader } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { endAllSessions, endTraderSession } from '../commands/end-sessions.ts';
import type { IdentityContext } from '../context.ts';
import { toTraderSession } from '../domain/trader-sessions.ts';
import { clearSessionCookie } from './session-cookies.ts';

const messageResponse = z.object({ message: z.string() });

/** The trader's signed-in sessions: the list, signing one out, signing out everywhere. */
export const sessionRoutes: FastifyPluginAsyncZod<IdentityContext> = async (app, ctx) => {
  app.get(
    identityEndpoints.getUserSessions.path,
    { schema: { response: { 200: traderSessionListSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      const { userId, sessionId } = requireTrader(request);
      const sessions = await ctx.sessions.store.listForUser(userId, ctx.runtime.clock.now().getTime());
      return sessions.map((session) => toTraderSession(session, sessionId));
    },
  );

  app.delete(
    identityEndpoints.deleteUserSessionById.path,
    {
      schema: { params: sessionIdParamSchema, response: { 200: messageResponse, ...errorResponses(401, 403, 404) } },
    },
    async (request, reply) => {
      const caller = requireTrader(request);
      const ended = await endTraderSession(ctx, actorOf(request), {
        userId: caller.userId,
        publicId: request.params.id,
      });
      if (ended.sessionId === caller.sessionId) clearSessionCookie(reply, ctx.sessions, 'trader');
      return { message: PRIVACY_MESSAGES.sessionEnded };
    },
  );

  app.delete(
    identityEndpoints.deleteUserSessions.path,
    { schema: { response: { 200: messageResponse, ...errorResponses(401, 403) } } },
    async (request, reply) => {
      const { userId } = requireTrader(request);
      await endAllSessions(ctx, actorOf(request), userId);
      clearSessionCookie(reply, ctx.sessions, 'trader');
      return { message: PRIVACY_MESSAGES.allSessionsEnded };
    },
  );
};
