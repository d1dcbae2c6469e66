import type { EligibilityCondition } from '@prop/contracts/withdrawal';
import { VisuallyHidden } from '@prop/ui/visually-hidden';
import { Check, X } from 'lucide-react';
import styled from 'styled-components';

/** Each condition the server checks on a request, in its words, as met or not met. */
export function WithdrawalConditions({ conditions }: { conditions: EligibilityCondition[] }) {
  return (
    <List aria-label="Withdrawal conditions">
      {conditions.map(({ condition, met, text }) => (
        <Item key={condition} $met={met}>
          {met ? <Check size={16} aria-hidden="true" /> : <X size={16} aria-hidden="true" />}
          <span>
            {text} <VisuallyHidden>{met ? 'met' : 'not met'}</VisuallyHidden>
          </span>
        </Item>
      ))}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Item = styled.li<{ $met: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & svg {
    flex-shrink: 0;
    margin-top: 2px;
    color: ${({ theme, $met }) => ($met ? theme.colors.success : theme.colors.danger)};
  }
`;
