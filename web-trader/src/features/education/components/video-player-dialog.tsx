import type { Video } from '@prop/contracts/education';
import { Dialog } from '@prop/ui/dialog';
import { Clock, Download, Eye } from 'lucide-react';
import styled from 'styled-components';
import { formatCount, formatRating } from '../utils/video-stats.ts';
import { RatingStar } from './rating-star.ts';
import { VideoFileLink } from './video-file-link.ts';
import { VideoPlayer } from './video-player.tsx';

export type VideoPlayerDialogProps = {
  /** The video to play; null keeps the dialog closed. */
  video: Video | null;
  onClose: () => void;
};

/** The player with the video's description, duration, rating and views, and its download. */
export function VideoPlayerDialog({ video, onClose }: VideoPlayerDialogProps) {
  return (
    <Dialog
      open={video !== null}
      onClose={onClose}
      size="lg"
      title={video?.title}
      footer={
        video ? (
          <VideoFileLink href={video.videoUrl} $variant="primary">
            <Download size={16} aria-hidden="true" />
            Download Video
          </VideoFileLink>
        ) : null
      }
    >
      {video ? (
        <>
          <VideoPlayer key={video.id} video={video} />
          <Description>{video.description}</Description>
          <Facts aria-label="Video details">
            <li>
              <Clock size={16} aria-hidden="true" />
              {video.duration}
            </li>
            <li>
              <RatingStar size={16} />
              {formatRating(video.rating)} rating
            </li>
            <li>
              <Eye size={16} aria-hidden="true" />
              {formatCount(video.views)} views
            </li>
          </Facts>
        </>
      ) : null}
    </Dialog>
  );
}

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;
