import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Server, startNats } from './lib/infra.ts';

/** The pid of the harness's nats-server on `url`'s port, found as an outsider (the OOM killer, a crash) would. */
function natsPid(url: string): number {
  const port = new URL(url).port;
  const pids = execFileSync('pgrep', ['-f', `nats-server -a 127.0.0.1 -p ${port} `])
    .toString()
    .trim()
    .split('\n');
  expect(pids).toHaveLength(1);
  return Number(pids[0]);
}

async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('not within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the fault run’s own servers', () => {
  let logDir: string;
  let nats: Server;

  beforeAll(async () => {
    logDir = mkdtempSync(path.join(tmpdir(), 'faults-infra-'));
    nats = await startNats(logDir);
  });

  afterAll(async () => {
    await nats.close();
    rmSync(logDir, { recursive: true, force: true });
  });

  it('say, once, how a server ended that nobody killed, with its last output, and start it again', async () => {
    process.kill(natsPid(nats.url), 'SIGKILL');
    let died: string | null = null;
    await until(() => {
      died = nats.diedByItself?.() ?? null;
      return died !== null;
    });
    expect(died).toMatch(/^nats exited \(SIGKILL\); its last output:\n[\s\S]*Server is ready/);
    expect(nats.diedByItself?.()).toBeNull();

    await nats.start();
    expect(natsPid(nats.url)).toBeGreaterThan(0);
    // The port opens before the server says it is ready, and its output reaches the log through a
    // pipe and a write stream: on a busy machine, after start() has returned.
    const readyLines = () => readFileSync(path.join(logDir, 'nats-server.log'), 'utf8').match(/Server is ready/g) ?? [];
    await until(() => readyLines().length >= 2);
    expect(readyLines()).toHaveLength(2);
  });

  it('do not count a crash the run asked for', async () => {
    await nats.crash();
    expect(nats.diedByItself?.()).toBeNull();
    await nats.start();
  });
});
