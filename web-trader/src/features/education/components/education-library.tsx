import type { Video } from '@prop/contracts/education';
import { EmptyState } from '@prop/ui/empty-state';
import { Film } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { ALL_VIDEOS, filterVideos, type VideoFilter } from '../utils/video-filter.ts';
import { CategoryFilter } from './category-filter.tsx';
import { VideoCard } from './video-card.tsx';
import { VideoPlayerDialog } from './video-player-dialog.tsx';

/** The category filter, the cards it leaves, and the player for the chosen video. */
export function EducationLibrary({ videos }: { videos: readonly Video[] }) {
  const [filter, setFilter] = useState<VideoFilter>(ALL_VIDEOS);
  const [selected, setSelected] = useState<Video | null>(null);
  const shown = filterVideos(videos, filter);
  return (
    <Section aria-label="Video library">
      <CategoryFilter value={filter} onChange={setFilter} />
      {shown.length ? (
        <VideoGrid aria-label={`${filter} videos`}>
          {shown.map((video) => (
            <Item key={video.id}>
              <VideoCard video={video} onWatch={setSelected} />
            </Item>
          ))}
        </VideoGrid>
      ) : (
        <EmptyState
          icon={<Film size={32} />}
          title="No videos in this category yet"
          description="New lessons are added regularly. Choose All to see every video."
        />
      )}
      <VideoPlayerDialog video={selected} onClose={() => setSelected(null)} />
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** auto-fill, not auto-fit: a lone video keeps a card's width instead of spanning the page. */
const VideoGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  min-width: 0;
  & > * { flex: 1; }
`;
