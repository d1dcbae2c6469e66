// `npm run test:faults -- --rounds 50`: the fault-injection run (tests/faults/README.md) with a
// round count; `npm test` runs a short one. `--logs DIR` keeps each process's whole output there,
// and that of the run's own NATS and Redis servers.
// `--cluster` runs it against the clustered platform. Either way the platform is built first as
// plain JavaScript and runs as its images run it (scripts/lib/test-server.mjs says why).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildTestServer } from './lib/test-server.mjs';
import { root } from './lib/pnpm.mjs';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '10' },
    cluster: { type: 'boolean', default: false },
    logs: { type: 'string' },
  },
});
if (!/^[1-9]\d*$/.test(values.rounds)) {
  console.error('--rounds takes a whole number of rounds, e.g. --rounds 50');
  process.exit(2);
}
const serverDir = buildTestServer();
const result = spawnSync(
  path.join(root, 'node_modules/.bin/vitest'),
  ['run', '--config', 'tests/faults/vitest.config.ts'],
  {
    stdio: 'inherit',
    cwd: root,
    env: {
      ...process.env,
      FAULT_ROUNDS: values.rounds,
      FAULT_CLUSTER: values.cluster ? '1' : '',
      FAULT_SERVER_DIR: serverDir,
      FAULT_LOG_DIR: values.logs ? path.resolve(values.logs) : '',
    },
  },
);
process.exit(result.status ?? 1);
