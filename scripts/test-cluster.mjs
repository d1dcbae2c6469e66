// `npm run test:cluster`: the browser tests against the clustered platform
// (`CLUSTER=1`: three NATS servers, every stream kept three times, two replicas of every service
// and of the gateway; e2e/global-setup.ts), without the rest of `npm test`. Spec files named after
// `--` run alone. The platform runs built, as in `npm test`.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ensurePnpm, installDependencies, root, run } from './lib/pnpm.mjs';
import { buildTestServer } from './lib/test-server.mjs';
import { finish, vitest } from './lib/vitest.mjs';

const pnpm = ensurePnpm();
installDependencies(pnpm);
run(pnpm, ['run', 'build:web']);
const serverDir = buildTestServer();
const artifacts = path.join(root, 'test-artifacts');
mkdirSync(artifacts, { recursive: true });
finish([
  vitest(['--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)], path.join(artifacts, 'browser-cluster.json'), {
    CLUSTER: '1',
    PLATFORM_SERVER_DIR: serverDir,
  }),
]);
