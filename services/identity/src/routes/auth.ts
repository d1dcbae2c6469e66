import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES } from '@prop/contracts/errors';
import { loginSchema, registerSchema } from '@prop/contracts/auth';
import { currentUserSchema } from '@prop/contracts/user';
import { userRegistered } from '@prop/contracts/events/identity';
import { conflict, unauthorized } from '@prop/service-kit/errors';
import { writeEvent } from '@prop/service-kit/outbox';
import type { IdentityContext } from '../context.ts';
import { findUserByEmail, insertUser } from '../db/users.ts';
import { checkPassword, hashPassword } from '../domain/passwords.ts';
import { clearSessionCookie, startSession } from '../domain/sessions.ts';
import { toCurrentUser, toEventProfile } from '../domain/user-view.ts';
import { errorResponses } from '@prop/service-kit/error-responses';

const userResponse = z.object({ message: z.string(), user: currentUserSchema });

export const authRoutes: FastifyPluginAsyncZod<IdentityContext> = async (app, ctx) => {
  app.post(
    '/api/register',
    { schema: { body: registerSchema, response: { 201: userResponse, ...errorResponses(400, 409) } } },
    async (request, reply) => {
      const input = request.body;
      const passwordHash = await hashPassword(input.password);
      const user = await ctx.db.transaction().execute(async (trx) => {
        const row = await insertUser(trx, { ...input, passwordHash });
        if (row) await writeEvent(trx, userRegistered, toEventProfile(row));
        return row;
      });
      if (!user) throw conflict(AUTH_MESSAGES.emailTaken);
      ctx.publishSoon();
      return reply.code(201).send({ message: 'Account created', user: toCurrentUser(user) });
    },
  );

  app.post(
    '/api/login',
    { schema: { body: loginSchema, response: { 200: userResponse, ...errorResponses(400, 401) } } },
    async (request, reply) => {
      const { email, password, remember } = request.body;
      const user = await findUserByEmail(ctx.db, email);
      if (!(await checkPassword(user?.password_hash, password)) || !user) {
        throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      }
      if (request.caller?.role === 'trader') await ctx.sessions.store.revoke(request.caller.sessionId);
      await startSession(reply, ctx.sessions, { id: user.id, role: 'trader', remember });
      return { message: 'Logged in successfully', user: toCurrentUser(user) };
    },
  );

  app.post(
    '/api/logout',
    { schema: { response: { 200: z.object({ message: z.string() }) } } },
    async (request, reply) => {
      if (request.caller?.role === 'trader') await ctx.sessions.store.revoke(request.caller.sessionId);
      clearSessionCookie(reply, ctx.sessions, 'trader');
      return { message: 'Logged out' };
    },
  );
};
