/**
 * SWR options that read a key again every `ms`. SWR collapses two reads of a key closer than its
 * `dedupingInterval` (2 s by default) into one, so a poll shorter than that window also shortens
 * the window, or it would read every 2 s whatever it asks for.
 */
export function pollEvery(ms: number): { refreshInterval: number; dedupingInterval: number } {
  return { refreshInterval: ms, dedupingInterval: Math.min(ms / 2, 2000) };
}
