import { VIDEO_ERROR_LINK_TEXT, VIDEO_ERROR_TEXT, VIDEO_LOADING_TEXT, type Video } from '@prop/contracts/education';
import { Spinner } from '@prop/ui/spinner';
import { ExternalLink, VideoOff } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { videoSourcesFor } from '../utils/video-sources.ts';

type PlayerState = 'loading' | 'ready' | 'failed';

/**
 * The inline player. 'Video laden...' covers it until the first frame is there or playback can
 * start; if the browser cannot play the file, the player gives way to the Dutch message and a link
 * to the file. State lives here, so a player mounted afresh (the dialog reopened) starts over.
 */
export function VideoPlayer({ video }: { video: Video }) {
  const [state, setState] = useState<PlayerState>('loading');
  const sources = videoSourcesFor(video);
  const ready = () => setState((current) => (current === 'loading' ? 'ready' : current));
  const fail = () => setState('failed');

  if (state === 'failed') {
    return (
      <Fallback role="alert">
        <VideoOff size={32} aria-hidden="true" />
        <p lang="nl">{VIDEO_ERROR_TEXT}</p>
        <a href={video.videoUrl} target="_blank" rel="noopener noreferrer" lang="nl">
          {VIDEO_ERROR_LINK_TEXT}
          <ExternalLink size={14} aria-hidden="true" />
        </a>
      </Fallback>
    );
  }

  return (
    <Frame>
      <Player
        controls
        autoPlay
        playsInline
        preload="auto"
        poster={video.thumbnail || undefined}
        aria-label={video.title}
        onLoadedData={ready}
        onCanPlay={ready}
        onError={fail}
      >
        {sources.map((source, index) => (
          // With <source> children a failure is reported on the sources; the last one failing means none played.
          <source
            key={`${source.src} ${source.type ?? ''}`}
            src={source.src}
            type={source.type}
            onError={index === sources.length - 1 ? fail : undefined}
          />
        ))}
      </Player>
      {state === 'loading' ? (
        <Overlay role="status">
          <Spinner size={24} />
          <span lang="nl">{VIDEO_LOADING_TEXT}</span>
        </Overlay>
      ) : null}
    </Frame>
  );
}

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #000000;
`;

const Player = styled.video`
  display: block;
  width: 100%;
  height: 100%;
`;

/** Lets clicks through to the player's own controls. */
const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  background: rgba(0, 0, 0, 0.6);
  color: #ffffff;
  pointer-events: none;
`;

const Fallback = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  aspect-ratio: 16 / 9;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  & p { color: ${({ theme }) => theme.colors.text}; }
  & a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
