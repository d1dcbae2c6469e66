import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { messageSchema } from '@prop/contracts/auth';
import {
  SECOND_FACTOR_MESSAGES,
  totpCodeSchema,
  totpEnrolmentSchema,
  totpStatusSchema,
} from '@prop/contracts/second-factor';
import { recordAdminAction } from '@prop/service-kit/audit';
import { requireAdmin } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { badRequest, conflict, unauthorized } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import { findAdminById } from '../db/admins.ts';
import { findAdminTotp, startTotpEnrolment } from '../db/admin-totp.ts';
import { acceptAdminCode } from '../second-factor/admin-codes.ts';
import { seal } from '../second-factor/secret-box.ts';
import { totpState } from '../second-factor/sign-in-rules.ts';
import { newTotpSecret, otpauthUri } from '../second-factor/totp.ts';

/**
 * The signed-in admin's own authenticator: start enrolling, confirm with a code, disable with a
 * code. A wrong code answers 400, not 401: the session is fine, the code is not.
 */
export const adminSecondFactorRoutes: FastifyPluginAsyncZod<IdentityContext> = async (app, ctx) => {
  const settings = ctx.secondFactor;

  app.get(
    '/api/admin/security/totp',
    { schema: { response: { 200: totpStatusSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      const state = totpState(await findAdminTotp(ctx.db, requireAdmin(request).userId));
      return { enabled: state === 'active', pending: state === 'pending', required: settings.required };
    },
  );

  app.post(
    '/api/admin/security/totp/enrol',
    { schema: { response: { 200: totpEnrolmentSchema, ...errorResponses(401, 403, 409) } } },
    async (request) => {
      const admin = await findAdminById(ctx.db, requireAdmin(request).userId);
      if (!admin) throw unauthorized();
      const secret = newTotpSecret();
      const started = await startTotpEnrolment(ctx.db, admin.id, seal(settings.sealingKey, secret, admin.id));
      if (!started) throw conflict(SECOND_FACTOR_MESSAGES.alreadyEnabled);
      const uri = otpauthUri(secret, admin.email);
      return { secret, otpauthUri: uri, qrCodeDataUrl: await QRCode.toDataURL(uri, { margin: 1, width: 240 }) };
    },
  );

  app.post(
    '/api/admin/security/totp/confirm',
    { schema: { body: totpCodeSchema, response: { 200: messageSchema, ...errorResponses(400, 401, 403, 409) } } },
    async (request) => {
      const caller = requireAdmin(request);
      const row = await findAdminTotp(ctx.db, caller.userId);
      const state = totpState(row);
      if (!row || state === 'none') throw conflict(SECOND_FACTOR_MESSAGES.noEnrolment);
      if (state === 'active') throw conflict(SECOND_FACTOR_MESSAGES.alreadyEnabled);
      await ctx.db.transaction().execute(async (trx) => {
        if (!(await acceptAdminCode(trx, settings, row, request.body.code, 'confirm'))) {
          throw badRequest(SECOND_FACTOR_MESSAGES.invalidCode);
        }
        await recordAdminAction(trx, request, 'identity', {
          action: 'admin.second_factor_enabled',
          target: { type: 'admin', id: caller.userId },
          before: { secondFactor: 'pending' },
          after: { secondFactor: 'active' },
        });
      });
      ctx.publishSoon();
      // The admin just proved the authenticator in this session: an enrolment-only session opens up.
      await settings.enrolmentOnly.lift(caller.sessionId);
      return { message: SECOND_FACTOR_MESSAGES.enabled };
    },
  );

  app.post(
    '/api/admin/security/totp/disable',
    { schema: { body: totpCodeSchema, response: { 200: messageSchema, ...errorResponses(400, 401, 403, 409) } } },
    async (request) => {
      const caller = requireAdmin(request);
      if (settings.required) throw conflict(SECOND_FACTOR_MESSAGES.requiredCannotDisable);
      const row = await findAdminTotp(ctx.db, caller.userId);
      if (!row || totpState(row) !== 'active') throw conflict(SECOND_FACTOR_MESSAGES.notEnabled);
      await ctx.db.transaction().execute(async (trx) => {
        if (!(await acceptAdminCode(trx, settings, row, request.body.code, 'disable'))) {
          throw badRequest(SECOND_FACTOR_MESSAGES.invalidCode);
        }
        await recordAdminAction(trx, request, 'identity', {
          action: 'admin.second_factor_disabled',
          target: { type: 'admin', id: caller.userId },
          before: { secondFactor: 'active' },
          after: { secondFactor: 'none' },
        });
      });
      ctx.publishSoon();
      return { message: SECOND_FACTOR_MESSAGES.disabled };
    },
  );
};
