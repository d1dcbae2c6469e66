import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './support/gateway.ts';

let dir: string;
let gateway: TestGateway;

async function writeApp(root: string, name: string) {
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(join(root, 'index.html'), `<!doctype html><title>${name}</title>`);
  await writeFile(join(root, 'assets', 'index-abc123.js'), `console.log('${name}')`);
  await writeFile(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gateway-web-'));
  await writeApp(join(dir, 'trader'), 'trader app');
  await writeApp(join(dir, 'admin'), 'admin app');
  await writeFile(join(dir, 'secret.txt'), 'outside the app');
  gateway = await startGateway({ WEB_TRADER_DIST: join(dir, 'trader'), WEB_ADMIN_DIST: join(dir, 'admin') });
});
afterAll(async () => {
  await gateway.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, target = gateway) => target.app.inject({ method: 'GET', url });

describe('web apps', () => {
  it.each(['/', '/dashboard', '/settings', '/some/unknown/page', '/administrator'])(
    'serves the trader app for %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('trader app');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toMatch(/text\/html/);
    },
  );

  it.each(['/admin', '/admin/', '/admin/kyc', '/admin/users/6d1c1f0e-6a0b-4a86-9d57-1e0b3f8f7c11'])(
    'serves the admin app for %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('admin app');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('caches hashed assets for good, other files never blindly', async () => {
    const trader = await get('/assets/index-abc123.js');
    expect(trader.body).toContain('trader app');
    expect(trader.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const admin = await get('/admin/assets/index-abc123.js');
    expect(admin.body).toContain('admin app');
    expect(admin.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing asset and for unknown /api and /ws paths', async () => {
    for (const url of ['/assets/index-old999.js', '/api/nothing', '/api', '/ws/other']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('never serves files outside the app folder', async () => {
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/admin/..%2f..%2fsecret.txt', '/..%5csecret.txt']) {
      const response = await get(url);
      expect(response.body, url).not.toContain('outside the app');
    }
  });

  it('says to build the apps when a dist folder is missing', async () => {
    const unbuilt = await startGateway({ WEB_TRADER_DIST: join(dir, 'missing'), WEB_ADMIN_DIST: join(dir, 'admin') });
    try {
      const trader = await get('/dashboard', unbuilt);
      expect(trader.statusCode).toBe(503);
      expect(trader.json().message).toMatch(/build/i);
      expect((await get('/admin/kyc', unbuilt)).statusCode).toBe(200);
    } finally {
      await unbuilt.close();
    }
  });
});
