import type { StoredEvidence } from '../db/types.ts';
import type { Detection } from '../state/risk-book.ts';
import { amountOfCents } from './cents.ts';

/** The evidence stored with a breach: the equity series up to and including the triggering update. */
export function evidenceOf(detection: Pick<Detection, 'windowSeconds' | 'series'>): StoredEvidence {
  return {
    windowSeconds: detection.windowSeconds,
    series: detection.series.map((point) => ({
      at: new Date(point.atMs).toISOString(),
      equity: amountOfCents(point.equityCents),
    })),
  };
}
