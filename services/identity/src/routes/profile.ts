import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressSchema, passwordChangeSchema, personalInfoSchema } from '@prop/contracts/auth';
import { AUTH_MESSAGES } from '@prop/contracts/errors';
import { userUpdated } from '@prop/contracts/events/identity';
import { currentUserSchema } from '@prop/contracts/user';
import { badRequest, unauthorized } from '@prop/service-kit/errors';
import { requireTrader } from '@prop/service-kit/caller';
import { writeEvent } from '@prop/service-kit/outbox';
import type { IdentityContext } from '../context.ts';
import { findUserById, type UserChanges, updateUser } from '../db/users.ts';
import { checkPassword, hashPassword } from '../domain/passwords.ts';
import { startSession } from '../domain/sessions.ts';
import { toCurrentUser, toEventProfile } from '../domain/user-view.ts';
import { errorResponses } from '@prop/service-kit/error-responses';

export const profileRoutes: FastifyPluginAsyncZod<IdentityContext> = async (app, ctx) => {
  /** Applies a profile change and publishes user.updated in the same transaction. */
  async function changeProfile(userId: string, changes: UserChanges) {
    const user = await ctx.db.transaction().execute(async (trx) => {
      const row = await updateUser(trx, userId, changes);
      if (row) await writeEvent(trx, userUpdated, toEventProfile(row));
      return row;
    });
    if (!user) throw unauthorized();
    ctx.publishSoon();
    return toCurrentUser(user);
  }

  app.get(
    '/api/user',
    { schema: { response: { 200: currentUserSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      const user = await findUserById(ctx.db, requireTrader(request).userId);
      if (!user) throw unauthorized();
      return toCurrentUser(user);
    },
  );

  app.put(
    '/api/user/personal',
    { schema: { body: personalInfoSchema, response: { 200: currentUserSchema, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      const { firstName, lastName, phoneNumber, dateOfBirth } = request.body;
      return changeProfile(requireTrader(request).userId, {
        first_name: firstName,
        last_name: lastName,
        phone_number: phoneNumber ?? null,
        date_of_birth: dateOfBirth ?? null,
      });
    },
  );

  app.put(
    '/api/user/address',
    { schema: { body: addressSchema, response: { 200: currentUserSchema, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      const { address, city, postalCode, country } = request.body;
      return changeProfile(requireTrader(request).userId, { address, city, postal_code: postalCode, country });
    },
  );

  app.put(
    '/api/user/password',
    {
      schema: {
        body: passwordChangeSchema,
        response: { 200: z.object({ message: z.string() }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const caller = requireTrader(request);
      const user = await findUserById(ctx.db, caller.userId);
      if (!user) throw unauthorized();
      if (!(await checkPassword(user.password_hash, request.body.currentPassword))) {
        throw badRequest(AUTH_MESSAGES.currentPasswordWrong);
      }
      await updateUser(ctx.db, user.id, { password_hash: await hashPassword(request.body.newPassword) });
      // A new password ends every session, this one included; this browser gets a fresh one.
      const current = await ctx.sessions.store.touch(caller.sessionId);
      await ctx.sessions.store.revokeAllForUser(user.id);
      await startSession(reply, ctx.sessions, { id: user.id, role: 'trader', remember: current?.remember ?? false });
      return { message: 'Password updated' };
    },
  );
};
