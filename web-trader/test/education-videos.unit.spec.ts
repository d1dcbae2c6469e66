import { videoSchema } from '@prop/contracts/education';
import { describe, expect, it } from 'vitest';
import { EDUCATION_VIDEOS, GIVEAWAY_VIDEO, VIDEO_FILES } from '../src/features/education/data/education-videos.ts';
import { filterVideos, isGiveaway, VIDEO_FILTERS } from '../src/features/education/utils/video-filter.ts';

describe('the video library (docs/product-rules.md §3, §9)', () => {
  it('given the one hard-coded item, then it is the giveaway video with the spec values', () => {
    expect(EDUCATION_VIDEOS).toEqual([GIVEAWAY_VIDEO]);
    expect(videoSchema.parse(GIVEAWAY_VIDEO)).toEqual(GIVEAWAY_VIDEO);
    expect(GIVEAWAY_VIDEO).toMatchObject({
      category: 'Giveaways',
      level: 'Beginner',
      duration: '12:45',
      rating: 4.9,
      views: 18750,
    });
    expect(isGiveaway(GIVEAWAY_VIDEO)).toBe(true);
  });

  it('given the shipped clip and thumbnail, then both are served by the app itself', () => {
    expect(GIVEAWAY_VIDEO.videoUrl).toBe('/videos/monthly-giveaway.webm');
    expect(GIVEAWAY_VIDEO.thumbnail).toBe('/videos/monthly-giveaway.jpg');
    expect(VIDEO_FILES[GIVEAWAY_VIDEO.id]).toEqual(['/videos/monthly-giveaway.mp4', '/videos/monthly-giveaway.webm']);
  });
});

describe('the category filter (docs/product-rules.md §2)', () => {
  const lesson = { ...GIVEAWAY_VIDEO, id: 'basics', category: 'Trading Basics' as const };
  const library = [GIVEAWAY_VIDEO, lesson];

  it('given the buttons, then All comes first, then the five categories', () => {
    expect(VIDEO_FILTERS).toEqual([
      'All',
      'Trading Basics',
      'Technical Analysis',
      'Risk Management',
      'Psychology',
      'Giveaways',
    ]);
  });

  it('given a category, then only its videos are kept', () => {
    expect(filterVideos(library, 'Giveaways')).toEqual([GIVEAWAY_VIDEO]);
    expect(filterVideos(library, 'Trading Basics')).toEqual([lesson]);
    expect(filterVideos(library, 'Psychology')).toEqual([]);
    expect(isGiveaway(lesson)).toBe(false);
  });

  it('given All, then every video is kept, in order', () => {
    expect(filterVideos(library, 'All')).toEqual(library);
  });
});
