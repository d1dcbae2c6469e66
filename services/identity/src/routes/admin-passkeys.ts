import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PASSKEY_MESSAGES,
  passkeyListSchema,
  passkeyRegistrationSchema,
  webAuthnOptionsSchema,
} from '@prop/contracts/admin-passkeys';
import { adminPasskeyOptionsSchema, messageSchema } from '@prop/contracts/auth';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { actorOf } from '@prop/service-kit/actor';
import { requireAdmin } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { addPasskey } from '../commands/add-passkey.ts';
import { removePasskey } from '../commands/remove-passkey.ts';
import { startPasskeyRegistration } from '../commands/start-passkey-registration.ts';
import { startPasskeySignIn } from '../commands/start-passkey-sign-in.ts';
import type { IdentityContext } from '../context.ts';
import { listAdminPasskeys } from '../db/admin-passkeys.ts';

/**
 * Passkeys: the challenge a sign-in answers, and the signed-in admin's own list, adding and
 * removing. The page's Origin header names the site a ceremony is for (second-factor/webauthn-site.ts).
 */
export const adminPasskeyRoutes: FastifyPluginAsyncZod<IdentityContext> = async (app, ctx) => {
  app.post(
    identityEndpoints.postAdminLoginPasskeyOptions.path,
    {
      schema: {
        body: adminPasskeyOptionsSchema,
        response: { 200: webAuthnOptionsSchema, ...errorResponses(400, 401, 409) },
      },
    },
    // Spread: the library's interface becomes a plain object the loose schema accepts.
    async (request) => ({ ...(await startPasskeySignIn(ctx, { ...request.body, origin: request.headers.origin })) }),
  );

  app.get(
    identityEndpoints.getAdminSecurityPasskeys.path,
    { schema: { response: { 200: passkeyListSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      const passkeys = await listAdminPasskeys(ctx.db, requireAdmin(request).userId);
      return {
        passkeys: passkeys.map((passkey) => ({
          id: passkey.id,
          name: passkey.name,
          createdAt: passkey.created_at.toISOString(),
          lastUsedAt: passkey.last_used_at?.toISOString() ?? null,
        })),
      };
    },
  );

  app.post(
    identityEndpoints.postAdminSecurityPasskeysOptions.path,
    { schema: { response: { 200: webAuthnOptionsSchema, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      requireAdmin(request);
      return { ...(await startPasskeyRegistration(ctx, actorOf(request), request.headers.origin)) };
    },
  );

  app.post(
    identityEndpoints.postAdminSecurityPasskeys.path,
    {
      schema: {
        body: passkeyRegistrationSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const { sessionId } = requireAdmin(request);
      await addPasskey(ctx, actorOf(request), { sessionId, ...request.body, origin: request.headers.origin });
      return { message: PASSKEY_MESSAGES.added };
    },
  );

  app.delete(
    identityEndpoints.deleteAdminSecurityPasskeyById.path,
    {
      schema: {
        params: z.object({ id: z.uuid({ error: PASSKEY_MESSAGES.notFound }) }),
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireAdmin(request);
      await removePasskey(ctx, actorOf(request), request.params.id);
      return { message: PASSKEY_MESSAGES.removed };
    },
  );
};
