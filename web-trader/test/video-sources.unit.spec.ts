import { describe, expect, it } from 'vitest';
import { GIVEAWAY_VIDEO } from '../src/features/education/data/education-videos.ts';
import { videoFiles, videoSources, videoSourcesFor } from '../src/features/education/utils/video-sources.ts';

describe('the sources the player declares for a video file', () => {
  it('given a WebM file, then one source of its type', () => {
    expect(videoSources('/videos/monthly-giveaway.webm')).toEqual([
      { src: '/videos/monthly-giveaway.webm', type: 'video/webm' },
    ]);
  });

  it("given an MP4 or QuickTime .mov, then the spec's types in its order: MP4, QuickTime, mov", () => {
    expect(videoSources('https://cdn.example.com/lesson.MP4?token=1#t=5')).toEqual([
      { src: 'https://cdn.example.com/lesson.MP4?token=1#t=5', type: 'video/mp4' },
      { src: 'https://cdn.example.com/lesson.MP4?token=1#t=5', type: 'video/quicktime' },
      { src: 'https://cdn.example.com/lesson.MP4?token=1#t=5', type: 'video/mov' },
    ]);
    expect(videoSources('/videos/webinar.mov')).toEqual([
      { src: '/videos/webinar.mov', type: 'video/mp4' },
      { src: '/videos/webinar.mov', type: 'video/quicktime' },
      { src: '/videos/webinar.mov', type: 'video/mov' },
    ]);
  });

  it('given a file of another or no extension, then one untyped source for the browser to sniff', () => {
    expect(videoSources('/stream/12345')).toEqual([{ src: '/stream/12345' }]);
    expect(videoSources('/videos/clip.avi')).toEqual([{ src: '/videos/clip.avi' }]);
  });
});

describe('the sources the player declares for a video', () => {
  it('given the giveaway video, then its MP4 with the spec types first, then its WebM as the fallback', () => {
    expect(videoFiles(GIVEAWAY_VIDEO)).toEqual(['/videos/monthly-giveaway.mp4', '/videos/monthly-giveaway.webm']);
    expect(videoSourcesFor(GIVEAWAY_VIDEO)).toEqual([
      { src: '/videos/monthly-giveaway.mp4', type: 'video/mp4' },
      { src: '/videos/monthly-giveaway.mp4', type: 'video/quicktime' },
      { src: '/videos/monthly-giveaway.mp4', type: 'video/mov' },
      { src: '/videos/monthly-giveaway.webm', type: 'video/webm' },
    ]);
  });

  it('given a video with one file, then that file alone', () => {
    const lesson = { ...GIVEAWAY_VIDEO, id: 'lesson', videoUrl: '/videos/lesson.webm' };
    expect(videoSourcesFor(lesson)).toEqual([{ src: '/videos/lesson.webm', type: 'video/webm' }]);
  });
});
