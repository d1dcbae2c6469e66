/**
 * The options every bench that compares replica counts takes: `--replicas 1,2` runs the scenario
 * once per count (1: the plain process, as `npm start` runs it; more: through the cluster launcher,
 * as `CLUSTER=1 npm start` does), `--nats cluster` runs the whole bench on a three-server NATS
 * cluster of its own with streams in three copies instead of the local server.
 */
export const replicaOptions = {
  replicas: { type: 'string', default: '1,2' },
  nats: { type: 'string', default: 'local' },
} as const;

export function replicaCounts(text: string): number[] {
  const counts = text.split(',').map(Number);
  if (counts.some((count) => !Number.isInteger(count) || count < 1)) {
    throw new Error(`--replicas takes whole numbers >= 1, e.g. 1,2; not ${text}`);
  }
  return counts;
}

export function natsClusterWanted(text: string): boolean {
  if (text !== 'local' && text !== 'cluster') throw new Error(`--nats is local or cluster, not ${text}`);
  return text === 'cluster';
}

export const replicasLabel = (count: number) => (count === 1 ? '1 process' : `${count} replicas`);

export interface Row {
  label: string;
  /** One figure per replica count, in the order run; null where it does not apply. */
  values: (number | null)[];
  format: (value: number) => string;
}

/** The figures of each replica count side by side, each with its ratio to the first count's. */
export function sideBySide(counts: number[], rows: Row[]): string {
  const header = ['', ...counts.map(replicasLabel), ...counts.slice(1).map((count) => `${count} / ${counts[0]}`)];
  const lines = rows.map((row) => {
    const [first] = row.values;
    const ratios = row.values
      .slice(1)
      .map((value) =>
        value === null || first === null || first === undefined || first === 0 ? '' : `x${(value / first).toFixed(2)}`,
      );
    return [row.label, ...row.values.map((value) => (value === null ? '' : row.format(value))), ...ratios];
  });
  const widths = header.map((_, column) => Math.max(...[header, ...lines].map((line) => (line[column] ?? '').length)));
  return [header, ...lines]
    .map((line) =>
      line
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0)))
        .join('  '),
    )
    .join('\n');
}
