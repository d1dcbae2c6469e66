import type { Video } from '@prop/contracts/education';
import { describe, expect, it } from 'vitest';
import { EDUCATION_VIDEOS, GIVEAWAY_VIDEO } from '../src/features/education/data/education-videos.ts';
import { levelTone } from '../src/features/education/utils/level-tone.ts';
import { educationStats, formatCount, formatRating } from '../src/features/education/utils/video-stats.ts';

const lesson = (overrides: Partial<Video>): Video => ({ ...GIVEAWAY_VIDEO, ...overrides });

describe('the stat cards of the Trading Education page (docs/product-rules.md §2)', () => {
  it('given the library, then 1 video, 5 categories (All not counted), 18,750 views and a 4.9 rating', () => {
    const stats = educationStats(EDUCATION_VIDEOS);
    expect(stats).toEqual({ totalVideos: 1, categories: 5, totalViews: 18750, avgRating: 4.9 });
    expect([formatCount(stats.totalViews), formatRating(stats.avgRating)]).toEqual(['18,750', '4.9']);
  });

  it('given several videos, then views are summed and the rating is their mean', () => {
    const stats = educationStats([
      lesson({ id: 'a', views: 1_250_000, rating: 4.5 }),
      lesson({ id: 'b', views: 999, rating: 4.8 }),
      lesson({ id: 'c', views: 1, rating: 3.9 }),
    ]);
    expect(stats).toMatchObject({ totalVideos: 3, categories: 5, totalViews: 1_251_000 });
    expect(formatCount(stats.totalViews)).toBe('1,251,000');
    expect(formatRating(stats.avgRating)).toBe('4.4');
  });

  it('given no videos, then every figure is zero and the rating reads 0.0', () => {
    const stats = educationStats([]);
    expect(stats).toEqual({ totalVideos: 0, categories: 5, totalViews: 0, avgRating: 0 });
    expect(formatRating(stats.avgRating)).toBe('0.0');
  });

  it('given a whole rating, then it still shows one decimal', () => {
    expect(formatRating(5)).toBe('5.0');
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatCount(999)).toBe('999');
  });
});

describe('the level badge colours (docs/product-rules.md §2)', () => {
  it('given each level, then Beginner green, Intermediate yellow, Advanced red, anything else grey', () => {
    expect(['Beginner', 'Intermediate', 'Advanced', 'Expert', ''].map(levelTone)).toEqual([
      'success',
      'warning',
      'danger',
      'neutral',
      'neutral',
    ]);
  });
});
