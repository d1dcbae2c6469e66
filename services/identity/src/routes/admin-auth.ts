import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminLoginSchema } from '@prop/contracts/auth';
import { AUTH_MESSAGES } from '@prop/contracts/errors';
import {
  adminLoginRefusedSchema,
  adminLoginResponseSchema,
  SECOND_FACTOR_MESSAGES,
} from '@prop/contracts/second-factor';
import { currentAdminSchema } from '@prop/contracts/user';
import { requireAdmin } from '@prop/service-kit/caller';
import { unauthorized } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import { findAdminByEmail, findAdminById } from '../db/admins.ts';
import { findAdminTotp } from '../db/admin-totp.ts';
import type { AdminRow } from '../db/types.ts';
import { checkPassword } from '../domain/passwords.ts';
import { clearSessionCookie, startSession } from '../domain/sessions.ts';
import { acceptAdminCode } from '../second-factor/admin-codes.ts';
import { adminSignInStep, totpState } from '../second-factor/sign-in-rules.ts';
import { errorResponses } from '@prop/service-kit/error-responses';

const toAdmin = (row: AdminRow) => ({ id: row.id, email: row.email, name: row.name });

export const adminAuthRoutes: FastifyPluginAsyncZod<IdentityContext> = async (app, ctx) => {
  /**
   * One call, the code travelling with the password once the admin has an authenticator. A wrong
   * password answers the spec's 'Invalid credentials' whether or not a code came with it, and the
   * code is then not even looked at (a guess never uses up a code). Only the right password earns
   * `codeRequired`: that does tell its sender the password was right, as any second step must
   * (asking everyone for a code would instead tell which emails are admins with an authenticator),
   * and it is why that answer is a 401 which the gateway counts as a failed sign-in per address and
   * per account, like a wrong code. No half-signed-in state is kept between the two submissions.
   */
  app.post(
    '/api/admin/login',
    {
      schema: {
        body: adminLoginSchema,
        response: { 200: adminLoginResponseSchema, 401: adminLoginRefusedSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { email, password, code } = request.body;
      const admin = await findAdminByEmail(ctx.db, email);
      if (!(await checkPassword(admin?.password_hash, password)) || !admin) {
        throw unauthorized(AUTH_MESSAGES.adminInvalidCredentials);
      }
      const totp = await findAdminTotp(ctx.db, admin.id);
      const step = adminSignInStep({
        totpActive: totpState(totp) === 'active',
        required: ctx.secondFactor.required,
        codeGiven: code !== undefined,
      });
      if (step.kind === 'code-required') {
        return reply.code(401).send({ message: SECOND_FACTOR_MESSAGES.codeRequired, codeRequired: true });
      }
      if (step.kind === 'check-code') {
        const accepted = totp && code && (await acceptAdminCode(ctx.db, ctx.secondFactor, totp, code, 'sign-in'));
        if (!accepted) return reply.code(401).send({ message: SECOND_FACTOR_MESSAGES.invalidCode, codeRequired: true });
      }
      if (request.caller?.role === 'admin') await ctx.sessions.store.revoke(request.caller.sessionId);
      const session = await startSession(reply, ctx.sessions, { id: admin.id, role: 'admin', remember: false });
      const enrolmentOnly = step.kind === 'session' && step.enrolmentOnly;
      if (enrolmentOnly) await ctx.secondFactor.enrolmentOnly.mark(session.id);
      return { message: 'Logged in successfully', admin: toAdmin(admin), secondFactorEnrolmentRequired: enrolmentOnly };
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
