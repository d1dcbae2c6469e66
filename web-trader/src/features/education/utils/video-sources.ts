import type { Video } from '@prop/contracts/education';
import { VIDEO_FILES } from '../data/education-videos.ts';

export type VideoSource = { src: string; type?: string };

/**
 * The types the spec declares an MP4-family file with, in its order: MP4 first, then QuickTime and
 * 'video/mov'. A browser takes the first source whose type it accepts: Chromium and Firefox take the
 * H.264 file as MP4 and skip the two QuickTime types, Safari takes any of them.
 */
export const MP4_FAMILY_TYPES = ['video/mp4', 'video/quicktime', 'video/mov'] as const;

/** The types each file is declared with, by extension; a .mov is the same container as an .mp4. */
const TYPES_BY_EXTENSION: Record<string, readonly string[]> = {
  webm: ['video/webm'],
  mp4: MP4_FAMILY_TYPES,
  m4v: MP4_FAMILY_TYPES,
  mov: MP4_FAMILY_TYPES,
};

/** The <source> elements for one video file; an unknown kind is offered untyped, for the browser to sniff. */
export function videoSources(url: string): VideoSource[] {
  const extension = /\.([a-z0-9]+)$/i.exec(url.split(/[?#]/)[0] ?? '')?.[1]?.toLowerCase() ?? '';
  const types = TYPES_BY_EXTENSION[extension];
  return types ? types.map((type) => ({ src: url, type })) : [{ src: url }];
}

/** The files a video is offered as, in order: its encodings when the library lists them, else its one file. */
export function videoFiles(video: Pick<Video, 'id' | 'videoUrl'>): readonly string[] {
  return VIDEO_FILES[video.id] ?? [video.videoUrl];
}

/** The <source> elements for a video: every file's, in the order of its files. */
export function videoSourcesFor(video: Pick<Video, 'id' | 'videoUrl'>): VideoSource[] {
  return videoFiles(video).flatMap(videoSources);
}
