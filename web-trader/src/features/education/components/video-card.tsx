import type { Video } from '@prop/contracts/education';
import { Badge } from '@prop/ui/badge';
import { Button } from '@prop/ui/button';
import { focusRing } from '@prop/ui/theme';
import { VisuallyHidden } from '@prop/ui/visually-hidden';
import { Clock, Download, Eye, Play } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import { levelTone } from '../utils/level-tone.ts';
import { isGiveaway } from '../utils/video-filter.ts';
import { formatCount, formatRating } from '../utils/video-stats.ts';
import { RatingStar } from './rating-star.ts';
import { GiveawayBanner } from './giveaway-banner.tsx';
import { VideoFileLink } from './video-file-link.ts';
import { VideoThumbnail } from './video-thumbnail.tsx';

export type VideoCardProps = {
  video: Video;
  onWatch: (video: Video) => void;
};

/**
 * One video of the library. A click anywhere on the card opens the player: the title is a button
 * stretched over the card, so the whole card is one target and keyboard users reach it as a button.
 */
export function VideoCard({ video, onWatch }: VideoCardProps) {
  const titleId = useId();
  const watch = () => onWatch(video);
  return (
    <Article aria-labelledby={titleId}>
      <Media>
        {isGiveaway(video) ? <GiveawayBanner /> : <VideoThumbnail src={video.thumbnail} />}
        <Duration>
          <Clock size={12} aria-hidden="true" />
          {video.duration}
        </Duration>
      </Media>
      <Body>
        <Badges>
          <Badge tone={levelTone(video.level)}>{video.level}</Badge>
          <Badge tone="info">{video.category}</Badge>
        </Badges>
        <Title id={titleId}>
          <Opener type="button" onClick={watch}>
            {video.title}
          </Opener>
        </Title>
        <Description>{video.description}</Description>
        <Facts>
          <Fact>
            <RatingStar size={14} />
            {formatRating(video.rating)}
            <VisuallyHidden> rating</VisuallyHidden>
          </Fact>
          <Fact>
            <Eye size={14} aria-hidden="true" />
            {formatCount(video.views)} views
          </Fact>
        </Facts>
        <Actions>
          <Button icon={<Play size={16} aria-hidden="true" />} onClick={watch}>
            Watch Video
          </Button>
          <VideoFileLink href={video.videoUrl} $variant="secondary" aria-label={`Download ${video.title}`}>
            <Download size={16} aria-hidden="true" />
          </VideoFileLink>
        </Actions>
      </Body>
    </Article>
  );
}

const Article = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition: border-color ${({ theme }) => theme.transitions.fast};
  &:hover { border-color: ${({ theme }) => theme.colors.borderStrong}; }
  &:has(button:focus-visible) { border-color: ${({ theme }) => theme.colors.focus}; }
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Duration = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.sm};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: rgba(0, 0, 0, 0.75);
  color: #ffffff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Opener = styled.button`
  padding: 0;
  border: 0;
  background: none;
  text-align: left;
  font-weight: inherit;
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible { outline: none; }
  &:focus-visible::after {
    ${focusRing}
    outline-offset: -2px;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

const Description = styled.p`
  flex: 1;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Fact = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Above the stretched title button, so these two keep their own clicks. */
const Actions = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
  & > button { flex: 1; }
`;
