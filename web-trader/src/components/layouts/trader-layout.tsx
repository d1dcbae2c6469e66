import { Button } from '@prop/ui/button';
import {
  Sidebar,
  SidebarFooter,
  SidebarHeader,
  SidebarLayout,
  SidebarLink,
  SidebarMain,
  SidebarNav,
  SidebarProvider,
  SidebarToggle,
} from '@prop/ui/sidebar';
import { visuallyHiddenStyles } from '@prop/ui/visually-hidden';
import { LogOut, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths.ts';
import { isCurrent, TRADER_NAV } from './trader-nav.ts';

export type TraderLayoutProps = {
  firstName: string;
  lastName: string;
  onLogout: () => void;
  isLoggingOut: boolean;
  /** Above the top bar on every page, scrolling with it (an admin's view as the trader). */
  banner?: ReactNode;
  children: ReactNode;
};

/** The trader area's frame: the sidebar (an overlay below 768 px), a top bar with its toggle, the page. */
export function TraderLayout({ firstName, lastName, onLogout, isLoggingOut, banner, children }: TraderLayoutProps) {
  const { pathname } = useLocation();
  const fullName = `${firstName} ${lastName}`.trim();
  return (
    <SidebarProvider>
      <SkipLink href="#main-content">Skip to content</SkipLink>
      <SidebarLayout>
        <Sidebar aria-label="Trader navigation">
          <SidebarHeader>
            <Brand to={paths.dashboard.getHref()}>
              <BrandMark aria-hidden="true">
                <TrendingUp size={18} />
              </BrandMark>
              Funded Trader
            </Brand>
          </SidebarHeader>
          <SidebarNav aria-label="Main">
            {TRADER_NAV.map((entry) => (
              <SidebarLink
                as={Link}
                key={entry.href}
                to={entry.href}
                aria-current={isCurrent(entry, pathname) ? 'page' : undefined}
              >
                <entry.icon size={18} aria-hidden="true" />
                {entry.label}
              </SidebarLink>
            ))}
          </SidebarNav>
          <SidebarFooter>
            <UserCard>
              <Avatar aria-hidden="true">{initials(firstName, lastName)}</Avatar>
              <div>
                <UserName>{fullName}</UserName>
                <Online>
                  <Dot aria-hidden="true" />
                  Online
                </Online>
              </div>
            </UserCard>
            <Button
              variant="secondary"
              fullWidth
              icon={<LogOut size={16} aria-hidden="true" />}
              loading={isLoggingOut}
              loadingText="Logging out..."
              onClick={onLogout}
            >
              Logout
            </Button>
          </SidebarFooter>
        </Sidebar>
        <SidebarMain>
          <Head>
            {banner}
            <TopBar>
              <SidebarToggle />
              <TopBarName>{fullName}</TopBarName>
            </TopBar>
          </Head>
          <Main id="main-content" tabIndex={-1}>
            {children}
          </Main>
        </SidebarMain>
      </SidebarLayout>
    </SidebarProvider>
  );
}

function initials(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}

const SkipLink = styled.a`
  ${visuallyHiddenStyles}
  &:focus {
    position: fixed;
    top: ${({ theme }) => theme.space.sm};
    left: ${({ theme }) => theme.space.sm};
    z-index: ${({ theme }) => theme.zIndices.tooltip};
    width: auto;
    height: auto;
    margin: 0;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
    clip: auto;
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
`;

const BrandMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnAccent};
`;

const UserCard = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm};
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const UserName = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Online = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.success};
`;

const Dot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: currentColor;
`;

const Head = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sidebar};
`;

const TopBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 56px;
  padding: 0 ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const TopBarName = styled.span`
  margin-left: auto;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Main = styled.main`
  flex: 1;
  &:focus { outline: none; }
`;
