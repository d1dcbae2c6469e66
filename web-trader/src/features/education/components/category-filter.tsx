import { Button } from '@prop/ui/button';
import styled from 'styled-components';
import { VIDEO_FILTERS, type VideoFilter } from '../utils/video-filter.ts';

export type CategoryFilterProps = {
  value: VideoFilter;
  onChange: (filter: VideoFilter) => void;
};

/** One toggle button per category; the pressed one is the filter in force. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  return (
    <Group role="group" aria-label="Video categories">
      {VIDEO_FILTERS.map((filter) => (
        <Button
          key={filter}
          size="sm"
          variant={filter === value ? 'primary' : 'secondary'}
          aria-pressed={filter === value}
          onClick={() => onChange(filter)}
        >
          {filter}
        </Button>
      ))}
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
