/**
 * The journal's reads change while no page shows them (trades close, equity moves): a cached answer,
 * from an earlier visit or an earlier choice of month or range, is shown and read again at once.
 */
export const REREAD_CACHED = { revalidateIfStale: true } as const;
