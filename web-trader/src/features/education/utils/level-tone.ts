import type { BadgeTone } from '@prop/ui/badge';

const LEVEL_TONES: Record<string, BadgeTone> = {
  Beginner: 'success',
  Intermediate: 'warning',
  Advanced: 'danger',
};

/** Level badge colours (docs/product-rules.md §2): Beginner green, Intermediate yellow, Advanced red, any other grey. */
export function levelTone(level: string): BadgeTone {
  return LEVEL_TONES[level] ?? 'neutral';
}
