/** What a backup or a restore holds, one line per schema and per stream. */
export function summaryLines({ schemas, streams }) {
  const lines = [];
  for (const [schema, tables] of Object.entries(schemas)) {
    const rows = Object.values(tables).reduce((sum, count) => sum + count, 0);
    lines.push(`  schema ${schema}: ${Object.keys(tables).length} tables, ${rows} rows`);
  }
  for (const stream of streams) {
    const pending = stream.consumers.reduce((sum, consumer) => sum + consumer.pending, 0);
    lines.push(
      `  stream ${stream.name}: ${stream.messages} messages, ${stream.consumers.length} durable consumers, ${pending} events still to handle`,
    );
  }
  return lines;
}
