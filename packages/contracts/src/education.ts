import { z } from 'zod';

export const VIDEO_CATEGORIES = [
  'Trading Basics',
  'Technical Analysis',
  'Risk Management',
  'Psychology',
  'Giveaways',
] as const;
export const VIDEO_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;

export const videoSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  duration: z.string().regex(/^\d{1,3}:\d{2}$/),
  level: z.enum(VIDEO_LEVELS),
  category: z.enum(VIDEO_CATEGORIES),
  thumbnail: z.string(),
  videoUrl: z.string(),
  rating: z.number().min(0).max(5),
  views: z.number().int().nonnegative(),
});
export type Video = z.infer<typeof videoSchema>;

/** Shown in Dutch, as the spec states, when the browser cannot play a video inline. */
export const VIDEO_ERROR_TEXT = 'Deze video kan niet inline worden afgespeeld.';
/** The fallback's link to the file in a new tab; Dutch like the message it completes. */
export const VIDEO_ERROR_LINK_TEXT = 'Open de video in een nieuw tabblad';
export const VIDEO_LOADING_TEXT = 'Video laden...';
