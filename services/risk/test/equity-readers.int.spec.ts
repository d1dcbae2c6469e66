import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equityBatch } from '@prop/contracts/events/accounts';
import { streamNameFor, subjectFor } from '@prop/service-kit/nats';
import { eventually, startRisk, type TestRisk } from './helper.ts';

describe('equity readers on the ticks stream', () => {
  let risk: TestRisk;

  beforeAll(async () => {
    risk = await startRisk();
  });
  afterAll(async () => {
    await risk.close();
  });

  /** The consumers reading partitions' equity batches, one per partition a live replica owns. */
  async function equityReaders(): Promise<string[]> {
    const stream = streamNameFor(risk.namespace, equityBatch.service);
    const batches = subjectFor(risk.namespace, `${equityBatch.subject}.`);
    const readers: string[] = [];
    for await (const consumer of risk.deps.nats.jsm.consumers.list(stream)) {
      const filters = [consumer.config.filter_subject, ...(consumer.config.filter_subjects ?? [])];
      if (filters.some((filter) => filter?.startsWith(batches))) readers.push(consumer.name);
    }
    return readers;
  }

  it('holds one reader per partition, and a restart leaves none of the stopped process behind', async () => {
    const partitions = risk.config.ACCOUNT_PARTITIONS;
    const before = await equityReaders();
    expect(before).toHaveLength(partitions);

    await risk.restart();

    // The stopped process asked for its readers' removal without waiting for the answer.
    const after = await eventually(async () => {
      const readers = await equityReaders();
      expect(readers.filter((name) => before.includes(name))).toEqual([]);
      return readers;
    }, 10_000);
    expect(after).toHaveLength(partitions);
    // A restart takes 2 s on an idle machine, and took 15 s beside a clustered browser run.
  }, 60_000);
});
