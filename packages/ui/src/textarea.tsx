import styled from 'styled-components';
import { controlStyles } from './input.tsx';

export const Textarea = styled.textarea`
  ${controlStyles}
  min-height: 96px;
  resize: vertical;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;
