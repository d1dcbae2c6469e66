import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '@prop/contracts/auth';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { VIEW_AS_MESSAGES, viewAsInputSchema, viewAsSchema, viewAsUserParamSchema } from '@prop/contracts/view-as';
import { actorOf } from '@prop/service-kit/actor';
import { clientOf, requireAdmin, requireTrader } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { notFound } from '@prop/service-kit/errors';
import { endView } from '../commands/end-view-as.ts';
import { startViewAs } from '../commands/start-view-as.ts';
import type { IdentityContext } from '../context.ts';
import { findUserById } from '../db/users.ts';
import { clearedViewCookieOf } from '../domain/sessions.ts';
import { toViewAs } from '../domain/view-as.ts';
import { setSessionCookie } from './session-cookies.ts';

/** "View as trader" (docs/decisions/015): an admin starts one; the trader app shows and ends it. */
export const viewAsRoutes: FastifyPluginAsyncZod<IdentityContext> = async (app, ctx) => {
  app.post(
    identityEndpoints.postAdminViewAsByUserId.path,
    {
      schema: {
        params: viewAsUserParamSchema,
        body: viewAsInputSchema,
        response: {
          201: viewAsSchema.extend({ message: messageSchema.shape.message }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const { cookie, view } = await startViewAs(ctx, actorOf(request), {
        admin: { id: admin.userId, sessionId: admin.sessionId },
        userId: request.params.userId,
        reason: request.body.reason,
        client: clientOf(request, ctx.internalToken),
      });
      setSessionCookie(reply, cookie);
      return reply.code(201).send({ message: VIEW_AS_MESSAGES.started, ...view });
    },
  );

  app.get(
    identityEndpoints.getViewAs.path,
    { schema: { response: { 200: viewAsSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      const caller = requireTrader(request);
      const view = caller.viewerId ? await ctx.sessions.store.find(caller.sessionId) : null;
      const user = view?.viewer ? await findUserById(ctx.db, view.userId) : undefined;
      if (!view || !user) throw notFound(VIEW_AS_MESSAGES.notViewing);
      return toViewAs(user, view);
    },
  );

  app.post(
    identityEndpoints.postViewAsEnd.path,
    { schema: { response: { 200: messageSchema, ...errorResponses(401) } } },
    async (request, reply) => {
      const caller = request.caller;
      if (caller?.role === 'trader' && caller.viewerId) {
        await endView(
          ctx,
          { kind: 'admin', userId: caller.viewerId, requestId: request.id },
          caller.sessionId,
          'ended by the admin',
        );
      }
      const cleared = clearedViewCookieOf(ctx.sessions);
      reply.clearCookie(cleared.name, cleared.options);
      return { message: VIEW_AS_MESSAGES.ended };
    },
  );
};
