import type { Video } from '@prop/contracts/education';

/**
 * The giveaway video, the one item of the library (docs/product-rules.md §3), with the spec's values. Its
 * files are a sample shipped in public/videos, as long as the card says (12:45, 765 s): an 8 s clip made
 * with Debian's ffmpeg from a gradient and drawtext titles, then its last frame held, 640x360 at 12 fps,
 * once as H.264 in MP4 (faststart) and once as VP9 in WebM, about 540 KB and 520 KB (see VIDEO_FILES). videoUrl,
 * the file the download link gives, is the WebM; the thumbnail is one of its frames, also the player's poster.
 */
export const GIVEAWAY_VIDEO: Video = {
  id: 'monthly-giveaway',
  title: 'Monthly €10K+ Giveaway: Win Trading Capital',
  description:
    'Everything about our monthly giveaway program: who can take part, how the live draw works and how winners receive their trading capital.',
  duration: '12:45',
  level: 'Beginner',
  category: 'Giveaways',
  thumbnail: '/videos/monthly-giveaway.jpg',
  videoUrl: '/videos/monthly-giveaway.webm',
  rating: 4.9,
  views: 18750,
};

/**
 * The files of each video that has more than one encoding, in the order the player offers them: the
 * MP4 first (the spec's declared types), then the WebM. Kept beside the video, as the spec's Video has
 * one file.
 */
export const VIDEO_FILES: Readonly<Record<string, readonly string[]>> = {
  [GIVEAWAY_VIDEO.id]: ['/videos/monthly-giveaway.mp4', '/videos/monthly-giveaway.webm'],
};

/** The library the page shows; hard-coded, so the page makes no server calls. */
export const EDUCATION_VIDEOS: readonly Video[] = [GIVEAWAY_VIDEO];
