// `npm run test:faults -- --rounds 50`: the fault-injection run (tests/faults/README.md) with a
// round count; `npm test` runs a short one. `--logs DIR` keeps each process's whole output there,
// and that of the run's own NATS and Redis servers.
// `--cluster` runs it against the clustered platform, built first as plain JavaScript
// (`npm run build:server`), as its images run it: the crash points replace a replica of each
// service every half minute or so, and a replica that compiles its TypeScript with tsx as it starts
// takes twice as long to load (reporting: 2.2 s against 1.0 s, measured at a load average of 3).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
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
const serverDir = path.join(root, 'dist/faults-server');
if (values.cluster) {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--out', serverDir], {
    stdio: 'inherit',
    cwd: root,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
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
      FAULT_SERVER_DIR: values.cluster ? serverDir : '',
      FAULT_LOG_DIR: values.logs ? path.resolve(values.logs) : '',
    },
  },
);
process.exit(result.status ?? 1);
