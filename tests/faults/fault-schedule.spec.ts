import { describe, expect, it } from 'vitest';
import { faultSchedule } from './lib/faults.ts';
import type { ProcessName } from './lib/platform.ts';

const processes: ProcessName[] = ['gateway', 'identity', 'risk'];
const threeNatsServers = { size: 3, kill: async () => {}, start: async () => null };

describe('the fault run’s schedule', () => {
  it('kills a process every other round and takes each dependency away in six rounds', () => {
    for (let run = 0; run < 50; run += 1) {
      const schedule = faultSchedule(6, processes);
      expect(schedule.filter((_, index) => index % 2 === 0).every((fault) => fault.kind === 'kill')).toBe(true);
      const away = schedule.flatMap((fault) => (fault.kind === 'outage' ? [fault.server] : []));
      expect(away.sort()).toEqual(['nats', 'postgres', 'redis']);
    }
  });

  it('in a cluster, kills one NATS server instead of taking NATS away', () => {
    for (let run = 0; run < 50; run += 1) {
      const schedule = faultSchedule(20, processes, threeNatsServers);
      expect(schedule).toHaveLength(20);
      expect(schedule.some((fault) => fault.kind === 'outage' && fault.server === 'nats')).toBe(false);
      const natsNodes = schedule.flatMap((fault) => (fault.kind === 'nats-node' ? [fault.node] : []));
      expect(natsNodes.length).toBeGreaterThanOrEqual(3);
      expect(natsNodes.every((node) => node >= 0 && node < 3)).toBe(true);
      expect(schedule.filter((fault) => fault.kind === 'outage').length + natsNodes.length).toBe(10);
    }
  });
});
