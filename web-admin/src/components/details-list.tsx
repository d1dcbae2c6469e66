import styled from 'styled-components';

/** A description list laid out as a grid of label/value pairs that stacks on phones. */
export const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  & dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  & dd {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    overflow-wrap: anywhere;
  }
`;
