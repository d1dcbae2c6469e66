import { VIDEO_CATEGORIES, type Video } from '@prop/contracts/education';

export const ALL_VIDEOS = 'All';
export type VideoFilter = typeof ALL_VIDEOS | Video['category'];

/** The filter buttons, in the spec's order: All, then the five categories. */
export const VIDEO_FILTERS: readonly VideoFilter[] = [ALL_VIDEOS, ...VIDEO_CATEGORIES];

/** The videos of one category; All keeps every video. */
export function filterVideos(videos: readonly Video[], filter: VideoFilter): readonly Video[] {
  return filter === ALL_VIDEOS ? videos : videos.filter((video) => video.category === filter);
}

/** Giveaways cards show the giveaway banner instead of a thumbnail. */
export const isGiveaway = (video: Video) => video.category === 'Giveaways';
