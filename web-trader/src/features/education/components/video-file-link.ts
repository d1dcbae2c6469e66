import { type ButtonStyleProps, buttonStyles } from '@prop/ui/button';
import styled from 'styled-components';

/** A link that looks like a button; it opens the video file in a new tab. */
export const VideoFileLink = styled.a.attrs({ target: '_blank', rel: 'noopener noreferrer' })<ButtonStyleProps>`
  ${buttonStyles}
`;
