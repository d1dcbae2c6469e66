import type { BadgeTone } from '@prop/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@prop/ui/card';
import { StackedList } from '@prop/ui/stacked-list';
import { ticketPriorityTone } from '@prop/ui/ticket-badges';
import styled from 'styled-components';

/** docs/product-rules.md §2: what each priority is meant for, in the priority badge's colours. */
const LEVELS = [
  { priority: 'high', text: 'High - Trading Issues' },
  { priority: 'medium', text: 'Medium - Account Problems' },
  { priority: 'low', text: 'Low - General Questions' },
] as const;

/** Help desk, left column: which priority to pick. */
export function PriorityLevels() {
  return (
    <Card aria-labelledby="priority-levels-title">
      <CardHeader>
        <CardTitle id="priority-levels-title">Priority Levels</CardTitle>
      </CardHeader>
      <CardContent>
        <StackedList $gap="md">
          {LEVELS.map((level) => (
            <Item key={level.priority}>
              <Dot $tone={ticketPriorityTone(level.priority)} aria-hidden="true" />
              {level.text}
            </Item>
          ))}
        </StackedList>
      </CardContent>
    </Card>
  );
}

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Dot = styled.span<{ $tone: BadgeTone }>`
  flex-shrink: 0;
  width: 10px;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => theme.colors[$tone]};
`;
