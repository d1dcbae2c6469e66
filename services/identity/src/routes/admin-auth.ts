import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminLoginSchema } from '@prop/contracts/auth';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { adminLoginRefusedSchema, adminLoginResponseSchema } from '@prop/contracts/second-factor';
import { signedInAdminSchema } from '@prop/contracts/admins';
import { clientOf, requireAdmin } from '@prop/service-kit/caller';
import { actorOf } from '@prop/service-kit/actor';
import { errorResponses } from '@prop/service-kit/error-responses';
import { unauthorized } from '@prop/service-kit/errors';
import { logInAdmin } from '../commands/log-in-admin.ts';
import { endViewsOf } from '../commands/end-view-as.ts';
import { logOut } from '../commands/log-out.ts';
import type { IdentityContext } from '../context.ts';
import { findAdminById } from '../db/admins.ts';
import type { AdminRow } from '../db/types.ts';
import { signInRefusal } from '../second-factor/sign-in-refusal.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookies.ts';

const toAdmin = (row: AdminRow) => ({ id: row.id, email: row.email, name: row.name });

export const adminAuthRoutes: FastifyPluginAsyncZod<IdentityContext> = async (app, ctx) => {
  /**
   * One call, the second factor (a passkey's answer, a code or a recovery code) travelling with the
   * password once the admin has a passkey or an authenticator. A wrong password answers 'Invalid
   * credentials' whether or not a factor came with it, and the factor is then not even looked at
   * (a guess never uses one up). Only the right password earns
   * `codeRequired`: that does tell its sender the password was right, as any second step must
   * (asking everyone for a code would instead tell which emails are admins with an authenticator),
   * and it is why that answer is a 401 which the gateway counts as a failed sign-in per address and
   * per account, like a wrong code. No half-signed-in state is kept between the two submissions.
   */
  app.post(
    identityEndpoints.postAdminLogin.path,
    {
      schema: {
        body: adminLoginSchema,
        response: { 200: adminLoginResponseSchema, 401: adminLoginRefusedSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const previousSessionId = request.caller?.role === 'admin' ? request.caller.sessionId : null;
      const client = clientOf(request, ctx.internalToken);
      const origin = request.headers.origin;
      const result = await logInAdmin(ctx, actorOf(request), { ...request.body, origin, previousSessionId, client });
      if (result.kind !== 'signed-in') return reply.code(401).send(signInRefusal(result));
      setSessionCookie(reply, result.cookie);
      return {
        message: 'Logged in successfully',
        admin: toAdmin(result.admin),
        secondFactorEnrolmentRequired: result.enrolmentOnly,
      };
    },
  );

  app.post(
    identityEndpoints.postAdminLogout.path,
    { schema: { response: { 200: z.object({ message: z.string() }) } } },
    async (request, reply) => {
      const caller = request.caller?.role === 'admin' ? request.caller : null;
      if (caller)
        await endViewsOf(ctx, actorOf(request), { id: caller.userId, sessionId: caller.sessionId }, 'admin signed out');
      await logOut(ctx, actorOf(request), caller?.sessionId ?? null);
      clearSessionCookie(reply, ctx.sessions, 'admin');
      return { message: 'Logged out' };
    },
  );

  app.get(
    identityEndpoints.getAdminMe.path,
    { schema: { response: { 200: signedInAdminSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      const admin = await findAdminById(ctx.db, requireAdmin(request).userId);
      if (!admin) throw unauthorized();
      return { ...toAdmin(admin), roles: admin.roles };
    },
  );
};
