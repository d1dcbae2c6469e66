import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressSchema, passwordChangeSchema, personalInfoSchema } from '@prop/contracts/auth';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { currentUserSchema } from '@prop/contracts/user';
import { actorOf } from '@prop/service-kit/actor';
import { requireTrader } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { unauthorized } from '@prop/service-kit/errors';
import { changePassword } from '../commands/change-password.ts';
import { updateProfile } from '../commands/update-profile.ts';
import type { IdentityContext } from '../context.ts';
import { findUserById } from '../db/users.ts';
import { toCurrentUser } from '../domain/user-view.ts';
import { setSessionCookie } from './session-cookies.ts';

export const profileRoutes: FastifyPluginAsyncZod<IdentityContext> = async (app, ctx) => {
  app.get(
    identityEndpoints.getUser.path,
    { schema: { response: { 200: currentUserSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      const user = await findUserById(ctx.db, requireTrader(request).userId);
      if (!user) throw unauthorized();
      return toCurrentUser(user);
    },
  );

  app.put(
    identityEndpoints.putUserPersonal.path,
    { schema: { body: personalInfoSchema, response: { 200: currentUserSchema, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      requireTrader(request);
      const { firstName, lastName, phoneNumber, dateOfBirth } = request.body;
      const user = await updateProfile(ctx, actorOf(request), {
        first_name: firstName,
        last_name: lastName,
        phone_number: phoneNumber ?? null,
        date_of_birth: dateOfBirth ?? null,
      });
      return toCurrentUser(user);
    },
  );

  app.put(
    identityEndpoints.putUserAddress.path,
    { schema: { body: addressSchema, response: { 200: currentUserSchema, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      requireTrader(request);
      const { address, city, postalCode, country } = request.body;
      const user = await updateProfile(ctx, actorOf(request), { address, city, postal_code: postalCode, country });
      return toCurrentUser(user);
    },
  );

  app.put(
    identityEndpoints.putUserPassword.path,
    {
      schema: {
        body: passwordChangeSchema,
        response: { 200: z.object({ message: z.string() }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { sessionId } = requireTrader(request);
      const { currentPassword, newPassword } = request.body;
      const cookie = await changePassword(ctx, actorOf(request), { sessionId, currentPassword, newPassword });
      setSessionCookie(reply, cookie);
      return { message: 'Password updated' };
    },
  );
};
