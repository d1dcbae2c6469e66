/**
 * How long to pause after a batch so that, batch after batch, no more than `perSecond` calls go
 * out each second: a batch of `size` calls may start only `size / perSecond` seconds after the last.
 */
export function pauseAfterBatch(options: { size: number; perSecond: number; elapsedMs: number }): number {
  const budgetMs = (options.size / options.perSecond) * 1000;
  return Math.max(0, Math.ceil(budgetMs - options.elapsedMs));
}
