import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_MANAGEMENT_MESSAGES,
  adminIdParamSchema,
  adminListSchema,
  adminRolesInputSchema,
  inviteAdminSchema,
} from '@prop/contracts/admins';
import { messageSchema } from '@prop/contracts/auth';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { actorOf } from '@prop/service-kit/actor';
import { requireAdmin } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { refusalError } from '../commands/admin-change.ts';
import { changeAdminRoles } from '../commands/change-admin-roles.ts';
import { disableAdmin } from '../commands/disable-admin.ts';
import { enableAdmin } from '../commands/enable-admin.ts';
import { inviteAdmin } from '../commands/invite-admin.ts';
import { resetAdminSecondFactor } from '../commands/reset-admin-second-factor.ts';
import type { IdentityContext } from '../context.ts';
import { findAdminById } from '../db/admins.ts';
import { listAdminsWithFactors } from '../db/managed-admins.ts';
import { refusalOfManager } from '../domain/admin-rules.ts';
import { toAdminListItem } from '../domain/admin-view.ts';

const changeSchema = {
  params: adminIdParamSchema,
  response: { 200: messageSchema, ...errorResponses(401, 403, 404, 409) },
};

/** An owner manages the admins: lists them, invites one, sets roles, disables, enables, resets a second factor. */
export const adminAdminRoutes: FastifyPluginAsyncZod<IdentityContext> = async (app, ctx) => {
  app.get(
    identityEndpoints.getAdminAdmins.path,
    { schema: { response: { 200: adminListSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      const refusal = refusalOfManager(await findAdminById(ctx.db, requireAdmin(request).userId));
      if (refusal) throw refusalError(refusal);
      return (await listAdminsWithFactors(ctx.db)).map(toAdminListItem);
    },
  );

  app.post(
    identityEndpoints.postAdminAdmins.path,
    {
      schema: {
        body: inviteAdminSchema,
        response: {
          201: messageSchema.extend({ id: adminIdParamSchema.shape.id }),
          ...errorResponses(400, 401, 403, 409),
        },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const id = await inviteAdmin(ctx, actorOf(request), request.body);
      return reply.code(201).send({ message: ADMIN_MANAGEMENT_MESSAGES.invited, id });
    },
  );

  app.put(
    identityEndpoints.putAdminAdminRoles.path,
    {
      schema: {
        ...changeSchema,
        body: adminRolesInputSchema,
        response: { ...changeSchema.response, ...errorResponses(400) },
      },
    },
    async (request) => {
      requireAdmin(request);
      await changeAdminRoles(ctx, actorOf(request), { adminId: request.params.id, roles: request.body.roles });
      return { message: ADMIN_MANAGEMENT_MESSAGES.rolesChanged };
    },
  );

  app.post(identityEndpoints.postAdminAdminDisable.path, { schema: changeSchema }, async (request) => {
    requireAdmin(request);
    await disableAdmin(ctx, actorOf(request), request.params.id);
    return { message: ADMIN_MANAGEMENT_MESSAGES.disabled };
  });

  app.post(identityEndpoints.postAdminAdminEnable.path, { schema: changeSchema }, async (request) => {
    requireAdmin(request);
    await enableAdmin(ctx, actorOf(request), request.params.id);
    return { message: ADMIN_MANAGEMENT_MESSAGES.enabled };
  });

  app.post(identityEndpoints.postAdminAdminSecondFactorReset.path, { schema: changeSchema }, async (request) => {
    requireAdmin(request);
    await resetAdminSecondFactor(ctx, actorOf(request), request.params.id);
    return { message: ADMIN_MANAGEMENT_MESSAGES.secondFactorReset };
  });
};
