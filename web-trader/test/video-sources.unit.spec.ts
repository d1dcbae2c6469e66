import { describe, expect, it } from 'vitest';
import { videoSources } from '../src/features/education/utils/video-sources.ts';

describe('the sources the player declares for a video file', () => {
  it('given a WebM or an MP4 file, then one source of its type', () => {
    expect(videoSources('/videos/monthly-giveaway.webm')).toEqual([
      { src: '/videos/monthly-giveaway.webm', type: 'video/webm' },
    ]);
    expect(videoSources('https://cdn.example.com/lesson.MP4?token=1#t=5')).toEqual([
      { src: 'https://cdn.example.com/lesson.MP4?token=1#t=5', type: 'video/mp4' },
    ]);
  });

  it('given a QuickTime .mov, then declared as QuickTime and again as MP4', () => {
    expect(videoSources('/videos/webinar.mov')).toEqual([
      { src: '/videos/webinar.mov', type: 'video/quicktime' },
      { src: '/videos/webinar.mov', type: 'video/mp4' },
    ]);
  });

  it('given a file of another or no extension, then one untyped source for the browser to sniff', () => {
    expect(videoSources('/stream/12345')).toEqual([{ src: '/stream/12345' }]);
    expect(videoSources('/videos/clip.avi')).toEqual([{ src: '/videos/clip.avi' }]);
  });
});
