import type { Counter } from 'prom-client';

/** A counter's total over the samples whose labels include the given ones. */
export async function countOf<Label extends string>(
  counter: Counter<Label>,
  labels: Partial<Record<Label, string>> = {},
): Promise<number> {
  const { values } = await counter.get();
  const wanted = Object.entries(labels) as [Label, string][];
  return values
    .filter((sample) => wanted.every(([name, value]) => sample.labels[name] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}
