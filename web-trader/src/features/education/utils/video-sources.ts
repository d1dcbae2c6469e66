export type VideoSource = { src: string; type?: string };

/**
 * The types each file is declared with, by extension. A QuickTime file is declared as QuickTime and
 * again as MP4: Chromium refuses the QuickTime type but plays the usual H.264 .mov offered as MP4.
 */
const TYPES_BY_EXTENSION: Record<string, readonly string[]> = {
  webm: ['video/webm'],
  mp4: ['video/mp4'],
  m4v: ['video/mp4'],
  mov: ['video/quicktime', 'video/mp4'],
};

/** The <source> elements for a video file; an unknown kind is offered untyped, for the browser to sniff. */
export function videoSources(url: string): VideoSource[] {
  const extension = /\.([a-z0-9]+)$/i.exec(url.split(/[?#]/)[0] ?? '')?.[1]?.toLowerCase() ?? '';
  const types = TYPES_BY_EXTENSION[extension];
  return types ? types.map((type) => ({ src: url, type })) : [{ src: url }];
}
