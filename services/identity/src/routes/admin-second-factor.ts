import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { messageSchema } from '@prop/contracts/auth';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import {
  SECOND_FACTOR_MESSAGES,
  totpCodeSchema,
  totpEnrolmentSchema,
  totpStatusSchema,
} from '@prop/contracts/second-factor';
import { actorOf } from '@prop/service-kit/actor';
import { requireAdmin } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { confirmTotp } from '../commands/confirm-totp.ts';
import { disableTotp } from '../commands/disable-totp.ts';
import { startTotpEnrolment } from '../commands/start-totp-enrolment.ts';
import type { IdentityContext } from '../context.ts';
import { findAdminTotp } from '../db/admin-totp.ts';
import { totpState } from '../second-factor/sign-in-rules.ts';
import { otpauthUri } from '../second-factor/totp.ts';

/**
 * The signed-in admin's own authenticator: start enrolling, confirm with a code, disable with a
 * code. A wrong code answers 400, not 401: the session is fine, the code is not.
 */
export const adminSecondFactorRoutes: FastifyPluginAsyncZod<IdentityContext> = async (app, ctx) => {
  app.get(
    identityEndpoints.getAdminSecurityTotp.path,
    { schema: { response: { 200: totpStatusSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      const state = totpState(await findAdminTotp(ctx.db, requireAdmin(request).userId));
      return { enabled: state === 'active', pending: state === 'pending', required: ctx.secondFactor.required };
    },
  );

  app.post(
    identityEndpoints.postAdminSecurityTotpEnrol.path,
    { schema: { response: { 200: totpEnrolmentSchema, ...errorResponses(401, 403, 409) } } },
    async (request) => {
      requireAdmin(request);
      const { secret, email } = await startTotpEnrolment(ctx, actorOf(request));
      const uri = otpauthUri(secret, email);
      return { secret, otpauthUri: uri, qrCodeDataUrl: await QRCode.toDataURL(uri, { margin: 1, width: 240 }) };
    },
  );

  app.post(
    identityEndpoints.postAdminSecurityTotpConfirm.path,
    { schema: { body: totpCodeSchema, response: { 200: messageSchema, ...errorResponses(400, 401, 403, 409) } } },
    async (request) => {
      const { sessionId } = requireAdmin(request);
      await confirmTotp(ctx, actorOf(request), { sessionId, code: request.body.code });
      return { message: SECOND_FACTOR_MESSAGES.enabled };
    },
  );

  app.post(
    identityEndpoints.postAdminSecurityTotpDisable.path,
    { schema: { body: totpCodeSchema, response: { 200: messageSchema, ...errorResponses(400, 401, 403, 409) } } },
    async (request) => {
      requireAdmin(request);
      await disableTotp(ctx, actorOf(request), request.body.code);
      return { message: SECOND_FACTOR_MESSAGES.disabled };
    },
  );
};
