import websocket from '@fastify/websocket';
import { z } from 'zod';
import { AUTH_MESSAGES } from '@prop/contracts/errors';
import type { App } from '@prop/service-kit/create-app';
import type { GatewayCaller, ResolveCaller } from '../auth/session-check.ts';
import { CROSS_SITE_MESSAGE, isSameOrigin } from '../security/same-origin.ts';
import type { Client, Hub } from './hub.ts';
import { SESSION_ENDED } from './session-sweep.ts';

/** Clients only listen; anything larger than this from them is abuse. */
const MAX_CLIENT_MESSAGE_BYTES = 4 * 1024;

const querySchema = z.object({ area: z.string().optional() });

/**
 * /ws authenticates the upgrade request itself: `?area=admin` with the admin cookie, otherwise the
 * trader cookie. Without a live session (or from another site's page) the upgrade is answered
 * with a plain 401/403 and no socket is opened.
 */
export async function registerSocketRoute(app: App, hub: Hub, resolveCaller: ResolveCaller): Promise<void> {
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES } });

  app.get(
    '/ws',
    {
      websocket: true,
      schema: { querystring: querySchema },
      preHandler: async (request, reply) => {
        if (!isSameOrigin(request)) return reply.code(403).send({ message: CROSS_SITE_MESSAGE });
        request.caller = await resolveCaller(request, request.query.area === 'admin' ? 'admin' : 'trader');
        if (!request.caller) return reply.code(401).send({ message: AUTH_MESSAGES.unauthorized });
        return undefined;
      },
    },
    (socket, request) => {
      if (!request.caller) return socket.close(SESSION_ENDED, 'Unauthorized');
      // The preHandler stored the gateway's own caller, roles included.
      const { adminRoles } = request.caller as GatewayCaller;
      const client: Client = { ...request.caller, adminRoles, socket, alive: true };
      hub.add(client);
      socket.on('pong', () => {
        client.alive = true;
      });
      socket.on('close', () => hub.remove(client));
    },
  );
}
