import type { Video } from '@prop/contracts/education';

/**
 * The giveaway video, the one item of the library (docs/product-rules.md §3), with the spec's values. Its file
 * is a short clip shipped in public/videos: VP9 in WebM, which every current browser plays inline,
 * made with Debian's ffmpeg from a gradient and drawtext titles (8 s, 640x360, about 62 KB); the
 * thumbnail is one of its frames, also used as the player's poster.
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

/** The library the page shows; hard-coded, so the page makes no server calls. */
export const EDUCATION_VIDEOS: readonly Video[] = [GIVEAWAY_VIDEO];
