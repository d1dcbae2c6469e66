import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { removeStreamsAndKeys } from '../packages/service-kit/src/testing/namespace.ts';
import { GATEWAY, SERVICES, startPlatform } from '../scripts/lib/platform.mjs';
import { root } from '../scripts/lib/pnpm.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function dropDatabase(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`).finally(() => client.end());
}

/**
 * Runs the whole platform once for the browser tests: every service and the gateway on free ports,
 * with a database, NATS subjects and Redis keys of their own, all removed afterwards.
 */
export default async function setup(project: TestProject) {
  const namespace = `e2e${randomBytes(4).toString('hex')}`;
  const database = `prop_${namespace}`;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    NAMESPACE: namespace,
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
    REDIS_URL: 'redis://127.0.0.1:6379',
    NATS_URL: 'nats://127.0.0.1:4222',
    // The browser tests sign in often from one address; the limiter itself is tested in the gateway.
    LOGIN_MAX_FAILURES: '1000',
    REGISTER_MAX_PER_HOUR: '1000',
  };
  const ports: Record<string, number> = {};
  for (const info of [...SERVICES, GATEWAY]) ports[info.name] = await freePort();

  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'src/seed.ts'], {
    cwd: path.join(root, 'services/identity'),
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (seed.status !== 0) throw new Error(`seeding failed: ${seed.stderr}`);

  const platform = await startPlatform({ env, ports });
  project.provide('baseUrl', platform.url);

  return async () => {
    await platform.stop();
    await dropDatabase(database);
    await removeStreamsAndKeys(env, namespace);
  };
}
