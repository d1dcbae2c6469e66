import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './pnpm.mjs';

/**
 * Builds the platform as plain JavaScript (`npm run build:server`) for the fault runs and the browser
 * tests, and returns its folder. A start that compiles its TypeScript with tsx costs twice the CPU
 * (identity: 1.7–2.1 s against 0.9 s to ready). The fault run's crash points restart each process
 * every ten seconds or so, and thirteen processes restarting at that rate from source ask more of two
 * cores than they have, so on a slower machine the starts queue and the platform is mostly starting
 * (one CI run: a restart every 30 s, nothing but registrations done in two rounds). The browser
 * tests' clustered platform starts 26 replicas at once: ready in 32 s built, 53 s from source.
 */
export function buildTestServer() {
  const serverDir = path.join(root, 'dist/test-server');
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--out', serverDir], {
    stdio: 'inherit',
    cwd: root,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  return serverDir;
}
