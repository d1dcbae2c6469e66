import { spawn } from 'node:child_process';
import { getPriority, setPriority } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpuPriorityOf, prioritise, SERVICES } from '../../scripts/lib/platform.mjs';
import { type LaunchedReplicas, launchReplicas } from './replicas-launcher.ts';

interface Report {
  pids: number[];
  listening: number;
}

const risk = SERVICES.find((service) => service.name === 'risk');

/** Whether this test may raise a process's priority at all (root, or CAP_SYS_NICE). */
async function mayRaisePriority(): Promise<boolean> {
  const probe = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)'], { stdio: 'ignore' });
  try {
    setPriority(probe.pid as number, -1);
    return true;
  } catch {
    return false;
  } finally {
    const exited = new Promise((resolve) => probe.once('exit', resolve));
    probe.kill();
    await exited;
  }
}

describe('the CPU priority the platform starts risk with', () => {
  let launched: LaunchedReplicas;
  let report: Report = { pids: [], listening: 0 };

  /** The launcher's next report that passes `accept`, within 30 s (a busy machine starts node slowly). */
  const reported = (accept: (next: Report) => boolean) =>
    new Promise<Report>((resolve, reject) => {
      if (accept(report)) return resolve(report);
      const timer = setTimeout(() => reject(new Error(`no such report; last ${JSON.stringify(report)}`)), 30_000);
      const onMessage = () => {
        if (!accept(report)) return;
        clearTimeout(timer);
        launched.launcher.off('message', onMessage);
        resolve(report);
      };
      launched.launcher.on('message', onMessage);
    });

  beforeAll(async () => {
    launched = await launchReplicas({ replicas: 2, name: 'risk', ipc: true });
    launched.launcher.on('message', (message: { replicas?: Report }) => {
      if (message.replicas) report = message.replicas;
    });
    prioritise(launched.launcher, risk as NonNullable<typeof risk>);
  });

  afterAll(() => launched.stop());

  it('runs every replica of risk, and the one replacing a dead replica, ahead of the others where the machine allows', async () => {
    const configured = cpuPriorityOf(risk as NonNullable<typeof risk>);
    expect(configured).toBeLessThan(0);
    const expected = (await mayRaisePriority()) ? configured : 0;

    const first = await reported((next) => next.listening === 2);
    expect([launched.launcher.pid, ...first.pids].map((pid) => getPriority(pid))).toEqual([
      expected,
      expected,
      expected,
    ]);

    const [dead, survivor] = first.pids as [number, number];
    process.kill(dead, 'SIGKILL');
    const replaced = await reported((next) => next.listening === 2 && !next.pids.includes(dead));
    const replacement = replaced.pids.find((pid) => pid !== survivor) as number;
    expect(getPriority(replacement)).toBe(expected);
  }, 90_000);
});
