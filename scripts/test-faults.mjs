// `npm run test:faults -- --rounds 50`: the fault-injection run (tests/faults/README.md) with a
// round count; `npm test` runs a short one. `--cluster` runs it against the clustered platform.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib/pnpm.mjs';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '10' }, cluster: { type: 'boolean', default: false } },
});
if (!/^[1-9]\d*$/.test(values.rounds)) {
  console.error('--rounds takes a whole number of rounds, e.g. --rounds 50');
  process.exit(2);
}
const result = spawnSync(
  path.join(root, 'node_modules/.bin/vitest'),
  ['run', '--config', 'tests/faults/vitest.config.ts'],
  {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, FAULT_ROUNDS: values.rounds, FAULT_CLUSTER: values.cluster ? '1' : '' },
  },
);
process.exit(result.status ?? 1);
