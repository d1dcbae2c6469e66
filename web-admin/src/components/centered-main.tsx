import styled from 'styled-components';

/** A page of one thing in the middle of the screen: a loading state or a card saying why not. */
export const CenteredMain = styled.main`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space.lg};
  & > section { width: 100%; max-width: 440px; }
`;
