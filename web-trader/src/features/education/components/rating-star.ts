import { Star } from 'lucide-react';
import styled from 'styled-components';

/** The filled gold star next to a rating. */
export const RatingStar = styled(Star).attrs({ 'aria-hidden': true })`
  color: ${({ theme }) => theme.colors.warning};
  fill: currentColor;
`;
