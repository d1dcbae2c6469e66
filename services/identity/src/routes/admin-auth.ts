import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminLoginSchema } from '@prop/contracts/auth';
import { AUTH_MESSAGES } from '@prop/contracts/errors';
import { currentAdminSchema } from '@prop/contracts/user';
import { requireAdmin } from '@prop/service-kit/caller';
import { unauthorized } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import { findAdminByEmail, findAdminById } from '../db/admins.ts';
import type { AdminRow } from '../db/types.ts';
import { checkPassword } from '../domain/passwords.ts';
import { clearSessionCookie, startSession } from '../domain/sessions.ts';
import { errorResponses } from '@prop/service-kit/error-responses';

const toAdmin = (row: AdminRow) => ({ id: row.id, email: row.email, name: row.name });

export const adminAuthRoutes: FastifyPluginAsyncZod<IdentityContext> = async (app, ctx) => {
  app.post(
    '/api/admin/login',
    {
      schema: {
        body: adminLoginSchema,
        response: { 200: z.object({ message: z.string(), admin: currentAdminSchema }), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const admin = await findAdminByEmail(ctx.db, request.body.email);
      if (!(await checkPassword(admin?.password_hash, request.body.password)) || !admin) {
        throw unauthorized(AUTH_MESSAGES.adminInvalidCredentials);
      }
      if (request.caller?.role === 'admin') await ctx.sessions.store.revoke(request.caller.sessionId);
      await startSession(reply, ctx.sessions, { id: admin.id, role: 'admin', remember: false });
      return { message: 'Logged in successfully', admin: toAdmin(admin) };
    },
  );

  app.post(
    '/api/admin/logout',
    { schema: { response: { 200: z.object({ message: z.string() }) } } },
    async (request, reply) => {
      if (request.caller?.role === 'admin') await ctx.sessions.store.revoke(request.caller.sessionId);
      clearSessionCookie(reply, ctx.sessions, 'admin');
      return { message: 'Logged out' };
    },
  );

  app.get(
    '/api/admin/me',
    { schema: { response: { 200: currentAdminSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      const admin = await findAdminById(ctx.db, requireAdmin(request).userId);
      if (!admin) throw unauthorized();
      return toAdmin(admin);
    },
  );
};
