import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/free-port.mjs';

const LAUNCHER = path.resolve(import.meta.dirname, '../../scripts/lib/replicas.mjs');
/** A replica that answers each request with its name and pid. */
const SERVER = `import { createServer } from 'node:http';
createServer((_, reply) => reply.end(JSON.stringify({ name: process.env.REPLICA_NAME, pid: process.pid }))).listen(Number(process.env.PORT), '127.0.0.1');
`;

export interface LaunchedReplicas {
  launcher: ChildProcess;
  port: number;
  /** Stops the launcher (and so its replicas) and removes their folder. */
  stop(): Promise<void>;
}

/**
 * `replicas` copies of a small server through the platform's replicas launcher, in a folder of
 * their own, named `<name>-<slot>`; with `ipc`, the launcher's reports come as messages.
 */
export async function launchReplicas(options: { replicas: number; name: string; ipc?: boolean }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'replicas-launcher-'));
  writeFileSync(path.join(dir, 'server.mjs'), SERVER);
  const port = await freePort();
  const launcher = spawn(process.execPath, [LAUNCHER, 'server.mjs'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), REPLICAS: String(options.replicas), REPLICA_NAME: options.name },
    stdio: options.ipc ? ['ignore', 'ignore', 'ignore', 'ipc'] : 'ignore',
  });
  const stop = async () => {
    if (launcher.exitCode === null) {
      const exited = new Promise((resolve) => launcher.once('exit', resolve));
      launcher.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { launcher, port, stop } satisfies LaunchedReplicas;
}
