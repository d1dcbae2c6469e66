import type { Video } from '@prop/contracts/education';
import { ALL_VIDEOS, VIDEO_FILTERS } from './video-filter.ts';

export type EducationStats = {
  totalVideos: number;
  /** The filter categories, All not counted. */
  categories: number;
  totalViews: number;
  /** The mean rating, 0 for an empty library. */
  avgRating: number;
};

/** The four stat cards of the Trading Education page, over the whole library. */
export function educationStats(videos: readonly Video[]): EducationStats {
  const totalViews = videos.reduce((sum, video) => sum + video.views, 0);
  const ratingSum = videos.reduce((sum, video) => sum + video.rating, 0);
  return {
    totalVideos: videos.length,
    categories: VIDEO_FILTERS.filter((filter) => filter !== ALL_VIDEOS).length,
    totalViews,
    avgRating: videos.length ? ratingSum / videos.length : 0,
  };
}

const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 18750 → '18,750'. */
export const formatCount = (value: number) => thousands.format(value);

/** 4.9 → '4.9', 5 → '5.0'. */
export const formatRating = (value: number) => value.toFixed(1);
