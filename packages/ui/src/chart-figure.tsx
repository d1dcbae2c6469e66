import styled from 'styled-components';

/** A chart with its caption: the caption says in words what the picture shows. */
export const ChartFigure = styled.figure`
  margin: 0;
`;

/** The chart's box; a responsive chart inside takes its width and this height. */
export const ChartBox = styled.div<{ $height: number }>`
  width: 100%;
  height: ${({ $height }) => $height}px;
`;

export const ChartCaption = styled.figcaption`
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
