import styled from 'styled-components';

/** A titled section of the purchase dialog that lists dated entries (decisions, refunds). */
export const TimelineSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  & h3 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** The entries, oldest first, numbered. */
export const TimelineList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** An entry's free text (notes, a reason) on a line of its own, in full colour. */
export const TimelineNote = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;
