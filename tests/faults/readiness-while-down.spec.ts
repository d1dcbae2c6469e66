import { describe, expect, it } from 'vitest';
import { readinessWhileDown } from './lib/faults.ts';
import type { ProcessName } from './lib/platform.ts';

/**
 * A platform of two processes whose replicas' pids and readiness the test sets as time goes by:
 * `at(ms, change)` applies a change that many milliseconds after the check starts.
 */
function platformOf(pids: Record<'billing' | 'identity', number[]>, killedByRun: number[] = [11, 12]) {
  const ready: Record<string, boolean> = { billing: true, identity: true };
  const started = Date.now();
  const changes: { at: number; change: () => void }[] = [];
  const apply = () => {
    for (const entry of changes.filter((change) => Date.now() - started >= change.at)) {
      entry.change();
      changes.splice(changes.indexOf(entry), 1);
    }
  };
  return {
    ready,
    pids,
    at: (at: number, change: () => void) => changes.push({ at, change }),
    platform: {
      names: ['billing', 'identity'] as ProcessName[],
      replicaCount: 2,
      listening: (name: ProcessName) => (ready[name] ? 2 : 0),
      isReady: async (name: ProcessName) => {
        apply();
        return ready[name] ?? false;
      },
      killedByRun: (_name: ProcessName, pid: number) => killedByRun.includes(pid),
      pidsOf: (name: ProcessName) => {
        apply();
        return [...(pids[name as 'billing' | 'identity'] ?? [])];
      },
    },
  };
}

const windows = { windowMs: 400, startMs: 1500 };
const atKill = { billing: [11, 12], identity: [21, 22] };

describe('readiness while a NATS server is down', () => {
  it('holds to the window a process whose replica lived through the kill', async () => {
    const { platform, ready } = platformOf({ billing: [11, 12], identity: [21, 22] });
    ready.billing = false;
    expect(await readinessWhileDown(platform, atKill, windows)).toEqual({
      problem: 'billing (0 of 2 replicas listening) not ready within 0.4 s',
      started: [],
    });
  });

  it('holds to the window a process that lost only one of its replicas since the kill', async () => {
    const { platform, ready } = platformOf({ billing: [13, 12], identity: [21, 22] });
    ready.billing = false;
    expect((await readinessWhileDown(platform, atKill, windows)).problem).toContain('billing');
  });

  it('holds to the window a process whose replicas exited by themselves, not killed by the run', async () => {
    const { platform, ready } = platformOf({ billing: [13, 14], identity: [21, 22] }, [11]);
    ready.billing = false;
    expect((await readinessWhileDown(platform, atKill, windows)).problem).toBe(
      'billing (0 of 2 replicas listening) not ready within 0.4 s',
    );
  });

  it("gives a start's time to a process whose every replica the run killed since the kill (kill -9 or crash point), and names it", async () => {
    const { platform, ready, at } = platformOf({ billing: [13, 14], identity: [21, 22] });
    ready.billing = false;
    at(900, () => {
      ready.billing = true;
    });
    expect(await readinessWhileDown(platform, atKill, windows)).toEqual({ started: ['billing'] });
  });

  it('says so when such a process is not ready within a start’s time either', async () => {
    const { platform, ready } = platformOf({ billing: [13, 14], identity: [21, 22] });
    ready.billing = false;
    expect(await readinessWhileDown(platform, atKill, windows)).toEqual({
      problem: 'billing, restarted meanwhile, not ready within 1.5 s',
      started: ['billing'],
    });
  });

  it('passes at once when every process is ready', async () => {
    const { platform } = platformOf({ billing: [11, 12], identity: [21, 22] });
    expect(await readinessWhileDown(platform, atKill, windows)).toEqual({ started: [] });
  });
});
