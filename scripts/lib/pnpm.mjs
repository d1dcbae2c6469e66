import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const wanted = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
const localPnpm = path.join(root, '.tools/node_modules/.bin/pnpm');

function version(command) {
  const result = spawnSync(command, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * The pnpm pinned in package.json: the one on PATH when it matches, else installed from the npm
 * registry (globally when allowed, otherwise into .tools/ inside the checkout).
 */
export function ensurePnpm() {
  if (version('pnpm') === wanted) return 'pnpm';
  if (existsSync(localPnpm) && version(localPnpm) === wanted) return localPnpm;
  console.log(`> installing pnpm ${wanted} from the npm registry`);
  const global = spawnSync('npm', ['install', '--global', '--no-fund', '--no-audit', `pnpm@${wanted}`], {
    stdio: 'inherit',
  });
  if (global.status === 0 && version('pnpm') === wanted) return 'pnpm';
  execFileSync('npm', ['install', '--prefix', path.join(root, '.tools'), '--no-fund', '--no-audit', `pnpm@${wanted}`], {
    stdio: 'inherit',
  });
  return localPnpm;
}

export function run(command, args, options = {}) {
  console.log(`> ${[path.basename(command), ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    console.error(`✗ ${path.basename(command)} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

export function installDependencies(pnpm) {
  run(pnpm, ['install', '--frozen-lockfile']);
}

export { root };
