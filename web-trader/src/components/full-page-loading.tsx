import { LoadingBlock } from '@prop/ui/spinner';
import styled from 'styled-components';

const Screen = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
  min-height: 100dvh;
`;

/** 'Loading...' across the whole page, while nothing else can be shown yet. */
export function FullPageLoading() {
  return (
    <Screen>
      <LoadingBlock label="Loading..." />
    </Screen>
  );
}
