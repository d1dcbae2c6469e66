import { readdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { SignedInAdmin } from '@prop/contracts/admins';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json']);

interface Asset {
  body: Buffer;
  gzip?: Buffer;
  type: string;
}

async function loadDir(dir: string): Promise<Map<string, Asset>> {
  const assets = new Map<string, Asset>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const rel = relative(dir, path).split('\\').join('/');
    if (rel.startsWith('.vite/')) continue;
    const body = await readFile(path);
    const ext = extname(rel);
    assets.set(rel, {
      body,
      gzip: COMPRESSIBLE.has(ext) ? gzipSync(body) : undefined,
      type: TYPES[ext] ?? 'application/octet-stream',
    });
  }
  return assets;
}

/** Fixed answers of the API calls the apps make on load; the screens themselves come from the build. */
export const FIXTURES = {
  trader: {
    id: '3f1d2c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b',
    email: 'bench.trader@example.com',
    firstName: 'Bench',
    lastName: 'Trader',
    phoneNumber: null,
    dateOfBirth: null,
    address: null,
    city: null,
    postalCode: null,
    country: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  // An owner: every section and panel of the back office shows, as for the seeded admin.
  admin: {
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    email: 'bench.admin@example.com',
    name: 'Bench Admin',
    roles: ['owner'],
  } satisfies SignedInAdmin,
};

export interface StaticServer {
  url: string;
  /** signed in: GET /api/user and /api/admin/me answer the fixtures; signed out: 401 */
  setSignedIn(signedIn: boolean): void;
  close(): Promise<void>;
}

/**
 * A static server on 127.0.0.1 standing in for the gateway's static hosting: the trader build at /, the admin
 * build at /admin/, each with SPA fallback to its index.html, gzip when the browser accepts it, no caching.
 * The API answers only what the apps need to pick a screen; every other /api call gets 404 (empty states).
 */
export async function startStaticServer(traderDir: string, adminDir: string): Promise<StaticServer> {
  const apps = [
    { base: '/admin/', assets: await loadDir(adminDir) },
    { base: '/', assets: await loadDir(traderDir) },
  ];
  let signedIn = false;

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    if (path.startsWith('/api/')) {
      if (req.method === 'GET' && path === '/api/user') {
        return signedIn ? json(res, 200, FIXTURES.trader) : json(res, 401, { error: 'Unauthorized' });
      }
      if (req.method === 'GET' && path === '/api/admin/me') {
        return signedIn ? json(res, 200, FIXTURES.admin) : json(res, 401, { error: 'Unauthorized' });
      }
      return json(res, 404, { error: 'Not found' });
    }
    if (path === '/admin') {
      res.writeHead(301, { location: '/admin/' });
      return res.end();
    }
    const app = apps.find((candidate) => path.startsWith(candidate.base));
    if (!app) return json(res, 404, { error: 'Not found' });
    const rel = path.slice(app.base.length);
    let asset = app.assets.get(rel);
    if (!asset) {
      // an asset that does not exist is a 404; any other path is a client route of the app
      if (rel.startsWith('assets/') || extname(rel)) return json(res, 404, { error: 'Not found' });
      asset = app.assets.get('index.html');
    }
    if (!asset) return json(res, 404, { error: 'Not found' });
    const gzip = asset.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'content-type': asset.type,
      'cache-control': 'no-store',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(gzip ? asset.gzip : asset.body);
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setSignedIn(value) {
      signedIn = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
