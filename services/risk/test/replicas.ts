import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_ACCOUNT_PARTITIONS, partitionOf } from '@prop/contracts/partitions';

/** Every partition owned by exactly one of the apps, none above its fair share. */
export function splitBetween(apps: FastifyInstance[], partitions: number): boolean {
  const owned = apps.map((app) => app.riskPartitions.owned());
  const all = owned.flat();
  const share = Math.ceil(partitions / apps.length);
  return all.length === partitions && new Set(all).size === partitions && owned.every((set) => set.length <= share);
}

/** MT5 account ids in partitions the app owns. */
export function mt5In(app: FastifyInstance, count: number): string[] {
  const owned = new Set(app.riskPartitions.owned());
  const ids: string[] = [];
  while (ids.length < count) {
    const id = `sim-${randomUUID().slice(0, 8)}`;
    if (owned.has(partitionOf(id, DEFAULT_ACCOUNT_PARTITIONS))) ids.push(id);
  }
  return ids;
}
