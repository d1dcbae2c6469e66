import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../config/paths.ts';
import { CenteredMain } from './centered-main.tsx';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  max-width: 440px;
  padding: ${({ theme }) => theme.space.xxl};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  & > svg { color: ${({ theme }) => theme.colors.danger}; }
`;

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Any path the router does not know. */
export function NotFound() {
  return (
    <CenteredMain>
      <title>404 Page Not Found · Admin</title>
      <Panel>
        <TriangleAlert size={40} aria-hidden="true" />
        <Heading>404 Page Not Found</Heading>
        <Text>Did you forget to add the page to the router?</Text>
        <Link to={paths.dashboard.getHref()}>Go to the admin dashboard</Link>
      </Panel>
    </CenteredMain>
  );
}
