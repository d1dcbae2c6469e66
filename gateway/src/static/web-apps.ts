import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { notFound } from '@prop/service-kit/errors';

export interface WebAppDirs {
  traderDist: string;
  adminDist: string;
}

interface WebApp {
  name: string;
  root: string;
  /** The part of the URL the app's files are served under. */
  base: string;
}

/** Paths that belong to the API or the socket never fall back to an app. */
const isReserved = (path: string) => /^\/(api|ws)(\/|$)/.test(path);
const isAdmin = (path: string) => path === '/admin' || path.startsWith('/admin/');

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

function requestPath(request: FastifyRequest): string | null {
  try {
    return decodeURIComponent(request.url.split('?')[0] ?? '/');
  } catch {
    return null;
  }
}

/** index.html is revalidated every time, so a deploy shows at the next load. */
function sendIndex(reply: FastifyReply, app: WebApp) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html', app.root, { cacheControl: false });
}

/** Vite content-hashes everything under assets/, so those files never change under their name. */
function sendAsset(reply: FastifyReply, app: WebApp, file: string) {
  if (file.startsWith('assets/')) return reply.sendFile(file, app.root, { maxAge: '365d', immutable: true });
  return reply.header('cache-control', 'no-cache').sendFile(file, app.root, { cacheControl: false });
}

/**
 * Serves the built trader app at / and the admin app (Vite base '/admin/') at /admin/. A path
 * naming no file gets its app's index.html, and the app renders its own 404; a missing file with
 * an extension (a stale asset) is a real 404. Builds are looked up per request, so building the
 * apps while the gateway runs is enough.
 */
export async function registerWebApps(app: FastifyInstance, dirs: WebAppDirs): Promise<void> {
  await app.register(fastifyStatic, { serve: false });
  const trader: WebApp = { name: 'trader', root: resolve(dirs.traderDist), base: '/' };
  const admin: WebApp = { name: 'admin', root: resolve(dirs.adminDist), base: '/admin/' };

  app.get('/*', async (request, reply) => {
    const path = requestPath(request);
    if (path === null || isReserved(path)) throw notFound();
    const web = isAdmin(path) ? admin : trader;
    if (!(await isFile(resolve(web.root, 'index.html')))) {
      return reply.code(503).send({
        message: `The ${web.name} app has not been built. Run "pnpm build:web" and reload.`,
      });
    }
    const file = path.slice(Math.min(path.length, web.base.length));
    const absolute = resolve(web.root, file);
    const inside = absolute.startsWith(web.root + sep);
    if (file && inside && (await isFile(absolute))) return sendAsset(reply, web, file);
    if (/\.[a-z0-9]+$/i.test(file)) throw notFound();
    return sendIndex(reply, web);
  });
}
