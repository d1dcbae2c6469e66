import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestNamespace } from '../../packages/service-kit/src/testing/namespace.ts';

const root = path.resolve(import.meta.dirname, '../..');
const out = mkdtempSync(path.join(tmpdir(), 'prop-server-build-'));
const calendar = path.join(out, 'services/calendar');
const ns = createTestNamespace('calendar');
let server: ChildProcess | undefined;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function readyWithin(url: string, ms: number): Promise<Response> {
  const deadline = Date.now() + ms;
  for (;;) {
    const answer = await fetch(url).catch(() => null);
    if (answer?.ok || Date.now() > deadline) return answer ?? Promise.reject(new Error(`${url} never answered`));
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  await promisify(execFile)(process.execPath, ['scripts/build-server.mjs', '--out', out, 'services/calendar'], {
    cwd: root,
  });
}, 60_000);

afterAll(async () => {
  server?.kill('SIGKILL');
  await ns.cleanup();
  rmSync(out, { recursive: true, force: true });
});

describe('the server build (what the image runs)', () => {
  it('is JavaScript with its production dependencies and no workspace TypeScript', () => {
    expect(
      readdirSync(path.join(calendar, 'src'))
        .filter((file) => file.endsWith('.js'))
        .sort(),
    ).toEqual(['migrate.js', 'seed.js', 'server.js']);
    expect(readdirSync(path.join(calendar, 'migrations')).filter((file) => !file.endsWith('.map'))).toEqual([
      '0001_economic_events.js',
    ]);
    expect(existsSync(path.join(calendar, 'sample/week.json'))).toBe(true);
    // service-kit's own dependencies sit beside the service's, flat, where the bundle finds them.
    for (const dependency of ['fastify', 'kysely', 'bullmq']) {
      expect(existsSync(path.join(calendar, 'node_modules', dependency)), dependency).toBe(true);
    }
    for (const development of ['tsx', 'typescript', 'vitest', '@prop']) {
      expect(existsSync(path.join(calendar, 'node_modules', development)), development).toBe(false);
    }
  });

  it('starts with plain node, migrates from the compiled files and answers /readyz', async () => {
    const port = await freePort();
    server = spawn(process.execPath, ['src/server.js'], {
      cwd: calendar,
      env: { PATH: process.env.PATH, ...ns.env, HOST: '127.0.0.1', PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => server?.once('exit', resolve));

    expect((await readyWithin(`http://127.0.0.1:${port}/readyz`, 15_000)).status).toBe(200);
    const client = new pg.Client({ connectionString: ns.env.DATABASE_URL });
    await client.connect();
    const { rows } = await client
      .query(`select name from "${ns.schema}".kysely_migration order by name`)
      .finally(() => client.end());
    expect(rows.map((row) => row.name)).toContain('0001_economic_events');

    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 25_000);
});
