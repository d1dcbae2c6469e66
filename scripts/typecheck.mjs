// `pnpm run typecheck`: every TypeScript program of the repository, two at a time. The services,
// the gateway, their shared packages and the benches are one program (tsconfig.servers.json), so
// the types they share (Fastify, zod, NATS, the contracts) are read and checked once, not once per
// package: twenty programs took about 320 s of CPU in CI, and TypeScript 7's compiler halves what
// is left. What one of them declares into a shared module (risk's Fastify decorations) is seen by
// all. Accounts and payouts stay programs of their own: accounts' fake MetaApi (which payouts'
// tests use) brings in socket.io's types, and with them the DOM library, which no other service
// may see. Both apps are one program too (tsconfig.apps.json, with their own options); ui and
// web-client keep theirs (no Vite types); the root one holds the browser, cross-service and fault
// tests.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './lib/pnpm.mjs';

const PROGRAMS = [
  'tsconfig.servers.json',
  'tsconfig.json',
  'services/accounts',
  'services/payouts',
  'tsconfig.apps.json',
  'packages/ui',
  'packages/web-client',
];
const AT_ONCE = 2;
const tsc = path.join(root, 'node_modules/.bin/tsc');

function check(program) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(tsc, ['-p', program, '--noEmit'], { cwd: root, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`✗ tsc -p ${program} did not start: ${error.message}`);
      resolve(false);
    });
    child.on('exit', (code) => {
      console.log(`${code === 0 ? '✓' : '✗'} tsc -p ${program} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROGRAMS];
const results = await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    let ok = true;
    for (let program = queue.shift(); program; program = queue.shift()) ok = (await check(program)) && ok;
    return ok;
  }),
);
if (results.includes(false)) process.exit(1);
